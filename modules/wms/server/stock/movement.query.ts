// The source of 库存流水 (the declared query `stockMovementList`): the ledger's legs with the posting that
// reversed each (冲销), under the warehouse data rule. The engine filters, sorts and pages it.
import { parse, withoutEmpty } from '@entrepot/server-kit';
import { type DataAccess, sourceColumns } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MOVEMENT_TYPES, type MovementType } from '../../domain/ledger/movements.ts';
import { stockMovements as m } from '../ledger.schema.ts';
import { warehouseScope } from '../warehouse-scope.ts';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const day = (label: string) => z.string().trim().refine(isDay, `${label}格式不正确`).optional();
/** The refusals in the list's own words (the engine would say 类型不正确). */
const checks = z.object({
  type: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter((t) => t !== ''))
    .refine((types) => types.every((t) => MOVEMENT_TYPES.includes(t as MovementType)), '请选择正确的移动类型')
    .optional(),
  created_at_from: day('开始时间'),
  created_at_to: day('结束时间'),
});

/** The legs the user may see (`query`: the list's, checked here first). */
export function movementSource(access: DataAccess | undefined, query: Record<string, unknown>) {
  parse(checks, withoutEmpty(query));
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: m.id,
        posting_id: m.postingId,
        created_at: m.createdAt,
        type: m.type,
        warehouse_id: m.warehouseId,
        location_id: m.locationId,
        location: m.locationId,
        sku_id: m.skuId,
        sku: m.skuId,
        qty: m.qty,
        d_on_hand: m.dOnHand,
        d_reserved: m.dReserved,
        d_in_transit: m.dInTransit,
        d_quarantined: m.dQuarantined,
        source_type: m.sourceType,
        source_id: m.sourceId,
        source_line: m.sourceLine,
        correlation_id: m.correlationId,
        operator: m.operator,
        note: m.note,
        reversal_of: m.reversalOf,
        // The posting that reversed this one (its first leg, on the reversal index); none on a reversal.
        reversed_by: sql`case when ${m.reversalOf} is null then (select r.posting_id from ${m} r where r.leg = 0 and r.reversal_of = ${m.postingId} limit 1) end`,
      }),
    )
    .from(m)
    .where(warehouseScope(access, m.warehouseId))
    .as('q');
}
