// 冲销: `POST stock/reverse` reverses a movement's posting (a row of 库存流水) or a source document's
// postings through the ledger (`reverse()`), under the permission wms.stock.reverse and the warehouse data rule.
import { ok } from '@entrepot/contract';
import { conflict, forbidden, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MOVEMENT_TYPES } from '../../domain/ledger/movements.ts';
import type { StockEventSink } from '../../domain/ledger/post.ts';
import { postingsToReverse, type ReversalTarget, reverse } from '../../domain/ledger/reverse.ts';
import { MAX_REVERSAL_REASON, type ReverseAnswer, STOCK_REVERSE } from '../../entities/stock.ts';
import { stockMovements } from '../ledger.schema.ts';
import { mayUseWarehouse, OUT_OF_SCOPE } from '../warehouse-scope.ts';

const text = (label: string) => z.string(`${label}格式不正确`).trim().min(1, `请填写${label}`).max(64, `${label}最多64个字符`);

const reverseBody = z
  .strictObject({
    movement_id: z.uuid('库存移动编号不正确').optional(),
    source_type: text('来源单据类型').optional(),
    source_id: text('来源单号').optional(),
    source_line: z.string().trim().max(64, '来源行最多64个字符').optional(),
    type: z.enum(MOVEMENT_TYPES, '请选择正确的移动类型').optional(),
    reason: z.string('请填写冲销原因').trim().min(1, '请填写冲销原因').max(MAX_REVERSAL_REASON, `冲销原因最多${MAX_REVERSAL_REASON}个字符`),
  })
  .superRefine((b, ctx) => {
    if (!b.movement_id && !(b.source_type && b.source_id)) ctx.addIssue({ code: 'custom', path: ['movement_id'], message: '请选择要冲销的库存移动或来源单据' });
  });
type ReverseInput = z.output<typeof reverseBody>;

type Access = ReturnType<typeof requestUser>['access'];

/** The posting a movement row belongs to: its source line and type (one line and type name one posting). */
async function targetOf(exec: Executor, body: ReverseInput, access: Access): Promise<ReversalTarget> {
  if (!body.movement_id) return { source: { type: body.source_type!, id: body.source_id!, line: body.source_line }, movementType: body.type };
  const m = stockMovements;
  const [row] = await exec
    .select({ warehouseId: m.warehouseId, sourceType: m.sourceType, sourceId: m.sourceId, sourceLine: m.sourceLine, type: m.type, reversalOf: m.reversalOf })
    .from(m)
    .where(eq(m.id, body.movement_id));
  if (!row || !mayUseWarehouse(access, row.warehouseId)) throw notFound('库存移动');
  if (row.reversalOf) throw conflict('冲销记录不能再冲销');
  return { source: { type: row.sourceType, id: row.sourceId, line: row.sourceLine }, movementType: row.type };
}

/** `POST stock/reverse {movement_id | source_type, source_id, source_line?, type?; reason}` → {reversed, already_reversed}. */
export function reverseRoute(database: Database, events: StockEventSink): Route {
  return {
    config: { permission: STOCK_REVERSE },
    handler: async (r) => {
      const body = parse(reverseBody, r.body);
      const user = requestUser(r);
      const answer = await database.tx(async (tx): Promise<ReverseAnswer> => {
        const target = await targetOf(tx, body, user.access);
        // Every warehouse the postings touch must be the user's: none visible is 10404, some 10403.
        const warehouses = new Set((await postingsToReverse(tx, target)).flatMap((p) => p.legs.map((l) => l.warehouseId)));
        const allowed = [...warehouses].filter((w) => mayUseWarehouse(user.access, w));
        if (allowed.length === 0) throw notFound('可冲销的库存移动');
        if (allowed.length < warehouses.size) throw forbidden(OUT_OF_SCOPE);
        const { postings } = await reverse(tx, { ...target, reason: body.reason, operator: user.name }, events);
        return { reversed: postings.filter((p) => !p.duplicate).length, already_reversed: postings.filter((p) => p.duplicate).length };
      });
      return ok(answer, answer.reversed ? `已冲销${answer.reversed}笔库存移动` : '已冲销过，未重复冲销');
    },
  };
}
