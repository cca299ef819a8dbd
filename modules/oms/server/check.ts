// The check every new order goes through (README "Rules"): 0 待检查异常 → 1 异常订单, 8 已拦截 or 2 待拆分 with its
// warehouse and channel chosen — then the passed orders are packed (packing.ts). 重新检查 runs it again on orders
// a person changed; 清除异常 lets a held order through without the rules.
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { addressIncomplete, evaluate, type OrderFacts } from '../domain/rules.ts';
import { orderBadges } from '../entities/index.ts';
import { packOrders } from './packing.ts';
import { blacklistOf, channelsByCode, enabledRules, type OrderWithLines, ordersWithLines, warehousesByCode } from './reads.ts';
import type { OmsServices } from './services.ts';

export function factsOf(o: OrderWithLines): OrderFacts {
  return {
    country: o.country,
    platform_code: o.platform_code ?? '',
    account_id: o.account_id,
    total_amount: o.total_amount,
    total_quantity: Number(o.total_quantity ?? 0),
    weight: o.weight === null ? null : o.weight,
    sku_code: o.lines.map((l) => l.sku_code ?? '').filter(Boolean),
    platform_sku: o.lines.map((l) => l.platform_sku),
    badges: (o.badges ?? []).flatMap((b) => [b, orderBadges.find((x) => x.value === b)?.label ?? b]),
    buyer_name: o.buyer_name,
    buyer_email: o.buyer_email ?? '',
    phone: o.phone ?? '',
    postal_code: o.postal_code ?? '',
    address: [o.address1, o.address2, o.city, o.state, o.postal_code, o.country].filter(Boolean).join(' '),
    address_incomplete: addressIncomplete({ country: o.country, city: o.city ?? '', address1: o.address1 ?? '', postal_code: o.postal_code ?? '' }),
    sku_unmatched: o.lines.some((l) => !l.sku_id),
  };
}

/** Runs the rules on the orders among `ids` that wait in 0 待检查异常, then packs those that passed. */
export async function checkOrders(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor): Promise<void> {
  const waiting = (await ordersWithLines(tx, ids, true)).filter((o) => o.status === '0');
  if (waiting.length === 0) return;
  const [rules, entries, warehouses, channels] = [await enabledRules(tx), await blacklistOf(tx), await warehousesByCode(tx), await channelsByCode(tx)];
  // Orders with the same outcome move together (most pass alike): one statement per outcome.
  const moves = new Map<string, { ids: string[]; to: string; extra: Record<string, unknown> }>();
  for (const o of waiting) {
    const out = evaluate(factsOf(o), rules, entries);
    const warehouse = o.warehouse_id ?? (out.warehouse ? warehouses.byCode.get(out.warehouse.toLowerCase()) : undefined) ?? warehouses.fallback;
    const channel = o.channel_id ?? (out.channel ? channels.get(out.channel.toLowerCase()) : undefined) ?? null;
    if (out.warehouse && !o.warehouse_id && !warehouses.byCode.has(out.warehouse.toLowerCase()))
      out.exceptions.push(`指定仓库 ${out.warehouse} 不存在或已停用`);
    if (!warehouse) out.exceptions.push('未指定发货仓库');
    const extra = { warehouse_id: warehouse ?? null, channel_id: channel, marks: out.marks.join('、') || null };
    const to = out.exceptions.length ? '1' : out.held ? '8' : '2';
    const reason = out.exceptions.length ? out.exceptions.join('；') : out.held ? `规则拦截：${out.matched.join('、')}` : null;
    const outcome = { ...extra, exception_reason: reason };
    const key = JSON.stringify([to, outcome]);
    const move = moves.get(key) ?? { ids: [] as string[], to, extra: outcome };
    move.ids.push(o.id);
    moves.set(key, move);
  }
  for (const m of moves.values()) await s.order.setState(tx, m.ids, { field: 'status', from: ['0'], to: m.to, action: 'check', extra: m.extra }, actor);
  await packOrders(
    tx,
    s,
    [...moves.values()].filter((m) => m.to === '2').flatMap((m) => m.ids),
    actor,
  );
}

/** 重新检查: orders held as 异常 (or 已拦截) go through the rules again, as if new. */
export async function recheckOrders(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor): Promise<number> {
  const moved = await s.order.setState(tx, ids, { field: 'status', from: ['1', '8'], to: '0', action: 'recheck', extra: { exception_reason: null } }, actor);
  await checkOrders(
    tx,
    s,
    moved.map((r) => String(r.id)),
    actor,
  );
  return moved.length;
}
