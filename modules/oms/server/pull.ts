// The scheduled pull of one sales account (README "Pulling orders"): page after page from its cursor; each page's
// new orders and the cursor after it are stored in one transaction, under the account's pull row lock, so a pull
// that fails half-way resumes from the last stored page and two pulls at once never store a page twice.
import { newId } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type Actor, systemActor } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { eq, sql } from 'drizzle-orm';
import { type IncomingOrder, incomingOrder } from '../domain/incoming.ts';
import type { MarketplaceAccount, MarketplaceAdapter } from '../domain/marketplace.ts';
import { ingestOrders } from './ingest.ts';
import { pullStates } from './oms.schema.ts';
import type { OmsServices } from './services.ts';
import { applyCancellations } from './withdraw.ts';

export interface PullResult {
  pages: number;
  created: number;
  duplicates: number;
  /** Orders the marketplace sent that do not pass the checks (they are skipped, the rest stored). */
  rejected: string[];
  error: string | null;
}

export interface PullOptions {
  pageSize?: number;
  maxPages?: number;
  timeoutMs?: number;
  /** The app's outbox, for what withdrawing a cancelled order's packages publishes (else only stored). */
  outbox?: Outbox;
}

export const PULL_ACTOR: Actor = systemActor('系统拉单');

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`平台接口超时（${ms / 1000} 秒）`)), ms);
    p.then(resolve, reject).finally(() => clearTimeout(t));
  });
}

async function stateOf(database: Database, account: MarketplaceAccount) {
  await database.db
    .insert(pullStates)
    .values({ id: newId(), account_id: account.id, platform_code: account.platform_code, orders_in: 0, failures: 0 })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(pullStates).where(eq(pullStates.account_id, account.id));
  return row!;
}

/** Pulls one account until the marketplace has nothing more, a page fails, or `maxPages` pages are stored. */
export async function pullAccount(
  database: Database,
  s: OmsServices,
  adapter: MarketplaceAdapter,
  account: MarketplaceAccount,
  o: PullOptions = {},
): Promise<PullResult> {
  const result: PullResult = { pages: 0, created: 0, duplicates: 0, rejected: [], error: null };
  // A withdrawn package's events (its reservation released, 包裹已取消) are stored with the page.
  const outbox = o.outbox ?? new Outbox(database);
  for (let page = 0; page < (o.maxPages ?? 50); page++) {
    const before = await stateOf(database, account);
    let answer: Awaited<ReturnType<MarketplaceAdapter['fetchPage']>>;
    try {
      answer = await timeout(adapter.fetchPage(account, before.cursor ?? null, o.pageSize ?? 100), o.timeoutMs ?? 30_000);
    } catch (e) {
      result.error = e instanceof Error ? e.message : String(e);
      await database.db
        .update(pullStates)
        .set({ last_error: result.error.slice(0, 500), failures: sql`${pullStates.failures} + 1`, pulled_at: new Date() })
        .where(eq(pullStates.account_id, account.id));
      return result;
    }
    const good: IncomingOrder[] = [];
    for (const raw of answer.orders) {
      const parsed = incomingOrder.safeParse(raw);
      if (parsed.success) good.push(parsed.data);
      else
        result.rejected.push(
          `${String((raw as { platform_order_id?: unknown }).platform_order_id ?? '?')}：${parsed.error.issues[0]?.message ?? '格式不正确'}`,
        );
    }
    const stored = await database.tx(async (tx) => {
      const [locked] = await tx.select().from(pullStates).where(eq(pullStates.account_id, account.id)).for('update');
      // Another pull stored this page meanwhile: its cursor moved on; start again from there.
      if ((locked?.cursor ?? null) !== (before.cursor ?? null)) return null;
      const r = await ingestOrders(tx, s, { id: account.id, platform_code: account.platform_code }, good, 'pull', PULL_ACTOR);
      // After the page's orders, so an order placed and cancelled within one page is withdrawn too.
      await applyCancellations(tx, s, outbox, account.id, answer.cancellations ?? [], PULL_ACTOR);
      await tx
        .update(pullStates)
        .set({ cursor: answer.cursor, pulled_at: new Date(), orders_in: sql`${pullStates.orders_in} + ${r.created.length}`, failures: 0, last_error: null })
        .where(eq(pullStates.account_id, account.id));
      return r;
    });
    if (!stored) continue;
    result.pages++;
    result.created += stored.created.length;
    result.duplicates += stored.duplicates;
    if (stored.created.length && adapter.acknowledge) {
      await adapter
        .acknowledge(
          account,
          good.map((g) => g.platform_order_id),
        )
        .catch(() => undefined);
    }
    if (answer.done) break;
  }
  return result;
}
