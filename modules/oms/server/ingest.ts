// Orders in (README "Orders in"): whatever the source — a marketplace pull, the order-report import, 手工订单 —
// an order is stored once per sales account and platform order id, then checked by the rules and packed, all in
// the caller's transaction. A second arrival of the same order changes nothing.
import { createHash } from 'node:crypto';
import { skusOfPlatformSkus } from '@entrepot/module-catalogue';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { inArray, sql } from 'drizzle-orm';
import type { IncomingOrder } from '../domain/incoming.ts';
import { mergeKeyOf } from '../domain/rules.ts';
import { checkOrders } from './check.ts';
import { orders } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

export interface SalesAccountRef {
  id: string;
  platform_code: string;
}

export interface Ingested {
  /** The ids of the orders this call stored (in the order given). */
  created: string[];
  /** Orders already stored before (or twice in the batch). */
  duplicates: number;
}

/** Lower case, as its unique index (`lower(order_key)`) reads it: the lookup below uses that index. */
export const orderKeyOf = (accountId: string, platformOrderId: string) => `${accountId}:${platformOrderId.trim()}`.toLowerCase();
const hashed = (s: string) => createHash('sha256').update(s).digest('hex');

/** kg to 3 places: the SKUs' weights × quantities, or null while a line's SKU or weight is unknown. */
function weightOf(lines: { weight: string | null; quantity: number }[]): string | null {
  let grams = 0n;
  for (const l of lines) {
    if (l.weight === null) return null;
    const [whole = '0', frac = ''] = l.weight.split('.');
    grams += (BigInt(whole) * 1000n + BigInt(`${frac}000`.slice(0, 3))) * BigInt(l.quantity);
  }
  return `${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`;
}

/** Stores the new orders of one sales account (already checked against `incomingOrder`), then checks and packs them. */
export async function ingestOrders(
  tx: Tx,
  s: OmsServices,
  account: SalesAccountRef,
  incoming: readonly IncomingOrder[],
  source: 'pull' | 'import' | 'manual',
  actor: Actor,
): Promise<Ingested> {
  const keys = incoming.map((o) => orderKeyOf(account.id, o.platform_order_id));
  const known = new Set(
    keys.length
      ? (
          await tx
            .select({ key: sql<string>`lower(${orders.order_key})` })
            .from(orders)
            .where(inArray(sql`lower(${orders.order_key})`, keys))
        ).map((r) => r.key)
      : [],
  );
  const fresh: IncomingOrder[] = [];
  for (const [i, o] of incoming.entries()) {
    if (known.has(keys[i]!)) continue;
    known.add(keys[i]!);
    fresh.push(o);
  }
  if (fresh.length === 0) return { created: [], duplicates: incoming.length };
  const skus = await skusOfPlatformSkus(
    tx,
    fresh.flatMap((o) => o.lines.map((l) => l.platform_sku)),
  );
  const rows = fresh.map((o) => {
    const lines = o.lines.map((l) => {
      const sku = skus.get(l.platform_sku.toLowerCase());
      return {
        platform_sku: l.platform_sku,
        title: l.title || sku?.name || '',
        quantity: l.quantity,
        price: l.price,
        sku_id: sku?.sku_id ?? null,
        sku_code: sku?.sku_code ?? '',
        weight: sku?.weight ?? null,
      };
    });
    const { lines: _, badges, ship_by, ...header } = o;
    return {
      input: { ...header, ordered_at: new Date(o.ordered_at), account_id: account.id, lines: lines.map(({ weight: _w, ...l }) => l) },
      extra: {
        platform_code: account.platform_code,
        badges: badges ?? [],
        ship_by: ship_by ? new Date(ship_by) : null,
        status: '0',
        source,
        weight: weightOf(lines),
        order_key: orderKeyOf(account.id, o.platform_order_id),
        merge_key: hashed(mergeKeyOf({ ...o, account_id: account.id })),
      },
    };
  });
  const stored = await s.order.createMany(tx, rows, actor);
  const created = stored.map((r) => r.id);
  await checkOrders(tx, s, created, actor);
  return { created, duplicates: incoming.length - fresh.length };
}
