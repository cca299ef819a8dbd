// The area's schedules (README "Orders in", "Listings and stock pushes"): every OMS_PULL_SECONDS (default 300; 0
// turns it off) each enabled connected sales account (one with a pull state) is pulled in turn through its
// platform's adapter; every OMS_PUSH_SECONDS (default 1800; 0 turns it off) the listings whose offer moved are
// pushed; every OMS_ADS_SYNC_SECONDS (default 21600) the advertising reports are read. Pulls of one account never store a page twice, and a push only repeats an answer, so two servers running
// the schedules at once only waste requests.
import type { Database } from '@entrepot/server-kit/db';
import { systemActor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import type { AdsAdapter } from '../domain/ads.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { syncAdReports } from './ads.ts';
import { duePushes, pushListings } from './listings.ts';
import { pullStates } from './oms.schema.ts';
import { pullAccount } from './pull.ts';
import { foreign, type OmsServices } from './services.ts';

/** Runs `tick` every `seconds` (never two at once); 0 or less runs nothing. Answers how to stop it. */
function every(seconds: number, tick: () => Promise<unknown>): () => void {
  if (!(seconds > 0)) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch {
      // A database hiccup: the next tick tries again; each account's or listing's failure is kept on its row.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

export function startPullSchedule(database: Database, s: OmsServices, adapter: MarketplaceAdapter, seconds: number, outbox?: Outbox): () => void {
  return every(seconds, async () => {
    const a = foreign.salesAccounts;
    // The accounts connected to their marketplace: those with a pull state (立即拉单 connects one).
    const accounts = await database.db
      .select({ id: a.id, account_name: a.account_name, platform_code: a.platform_code })
      .from(a)
      .innerJoin(pullStates, eq(pullStates.account_id, a.id))
      .where(eq(a.status, 'enabled'));
    for (const account of accounts) {
      if (!adapter.platforms.includes(String(account.platform_code))) continue;
      await pullAccount(
        database,
        s,
        adapter,
        {
          id: account.id,
          account_name: account.account_name,
          platform_code: String(account.platform_code),
        },
        { outbox },
      );
    }
  });
}

export const PUSH_ACTOR = systemActor('定时推送库存');
/** The listings pushed per transaction: one call per sales account among them. */
const PUSH_BATCH = 200;

/** One scheduled round: every enabled listing whose offer moved (or whose last push failed), in batches. */
export async function pushDueListings(database: Database, s: OmsServices, adapter: MarketplaceAdapter) {
  const due = await duePushes(database.db);
  const outcome = { pushed: 0, failed: 0 };
  for (let i = 0; i < due.length; i += PUSH_BATCH) {
    const batch = due.slice(i, i + PUSH_BATCH);
    const r = await database.tx((tx) => pushListings(tx, s, adapter, batch, PUSH_ACTOR));
    outcome.pushed += r.pushed;
    outcome.failed += r.failed;
  }
  return outcome;
}

export function startPushSchedule(database: Database, s: OmsServices, adapter: MarketplaceAdapter, seconds: number): () => void {
  return every(seconds, () => pushDueListings(database, s, adapter));
}

const ADS_ACTOR = systemActor('定时同步广告报表');

/** Every OMS_ADS_SYNC_SECONDS (default 21600; 0 turns it off): the authorised 广告账户' last 3 days of SP reports. */
export function startAdsSchedule(database: Database, s: OmsServices, ads: AdsAdapter, seconds: number): () => void {
  return every(seconds, () => syncAdReports(database, s, ads, { days: 3 }, ADS_ACTOR));
}
