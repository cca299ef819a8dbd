// The catalogue's own reads beside the declared state-change request: the stock of a request's SKUs (through
// wms/public.ts) and one SKU's state with its requests (`skustate/{id}`), each within the reader's SPU and SKU
// data rules (a request shows only the lines they may see; one of none is answered as an unknown one).
import { historyOf, requestVisible, type TargetScopes, type TransitionKit, visibleLinesOf } from '@entrepot/hub-server/transition-requests';
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { balancesOf } from '../../wms/public.ts';
import { REQUESTABLE, stateRequest } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { stateLabel } from './state-request-rules.ts';

type Stock = { on_hand: number; reserved: number; available: number; in_transit: number };
const FIGURES = ['on_hand', 'reserved', 'available', 'in_transit'] as const;

/** One SKU's stock per warehouse from the wms ledger, and its sums. */
async function stockOf(exec: Executor, code: string) {
  const byWarehouse = new Map<string, Stock & { warehouse_id: string }>();
  for (const b of await balancesOf(exec, code)) {
    const w = byWarehouse.get(b.warehouseId) ?? { warehouse_id: b.warehouseId, on_hand: 0, reserved: 0, available: 0, in_transit: 0 };
    w.on_hand += b.onHand;
    w.reserved += b.reserved;
    w.available += b.available;
    w.in_transit += b.inTransit;
    byWarehouse.set(b.warehouseId, w);
  }
  const warehouses = [...byWarehouse.values()];
  const sums = Object.fromEntries(FIGURES.map((k) => [k, warehouses.reduce((n, w) => n + w[k], 0)])) as Stock;
  return { ...sums, warehouses };
}

/**
 * `spu/state/process/inventory?id=`: the stock of every SKU the request changes that the reader may see (an SPU
 * line: all its SKUs), per warehouse; none named, not an id, unknown or hidden → an empty list.
 */
export async function inventoryOf(kit: TransitionKit, exec: Executor, query: unknown, scopes: TargetScopes) {
  const id = String((query as Record<string, unknown> | undefined)?.id ?? '').trim();
  if (!z.uuid().safeParse(id).success || !(await requestVisible(kit, exec, id, scopes))) return [];
  const lines = await visibleLinesOf(kit, exec, id, scopes);
  const ids = (kind: string) => lines.filter((l) => l.kind === kind).map((l) => String(l.target_id));
  const [wholeSpus, skuIds] = [ids('spu'), ids('sku')];
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status })
    .from(skus)
    .where(
      and(or(skuIds.length ? inArray(skus.id, skuIds) : undefined, wholeSpus.length ? inArray(skus.spu_id, wholeSpus) : undefined) ?? sql`false`, scopes.sku),
    )
    .orderBy(sql`${skus.code} collate "C"`);
  const answer = [];
  for (const sku of rows) {
    const status = sku.status;
    answer.push({
      sku_id: sku.id,
      code: sku.code,
      name: sku.name,
      status,
      status_label: stateLabel('sku', status),
      ...(await stockOf(exec, sku.code)),
    });
  }
  return answer;
}

/**
 * `skustate/{id}` (id or code): the SKU's state and its SPU's, the request waiting on it (its own or its
 * SPU's), the transitions it can be asked for now, and its latest requests.
 */
export async function skuState(kit: TransitionKit, exec: Executor, idOrCode: string, skuScope: SQL | undefined) {
  const isId = z.uuid().safeParse(idOrCode).success;
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, status: skus.status, spu_id: skus.spu_id, spu_code: spus.code, spu_status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(isId ? eq(skus.id, idOrCode) : eq(skus.code, idOrCode), skuScope));
  if (!sku) throw notFound('SKU'); // a SKU the reader may not see, as a missing one
  const { pending, history } = await historyOf(kit, exec, { kind: 'sku', id: sku.id, subjectId: sku.spu_id }, Boolean(skuScope));
  const status = sku.status;
  return {
    id: sku.id,
    code: sku.code,
    name: sku.name,
    status,
    status_label: stateLabel('sku', status),
    spu_id: sku.spu_id,
    spu_code: sku.spu_code,
    spu_status: sku.spu_status,
    spu_status_label: stateLabel('spu', sku.spu_status),
    pending,
    requestable: pending
      ? []
      : REQUESTABLE.filter((t) => stateRequest.refusal('sku', sku.code, status, t) === null).map((t) => ({
          transition: t,
          label: stateRequest.transitionLabel(t),
        })),
    history,
  };
}
