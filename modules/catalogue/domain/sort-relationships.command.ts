// `POST relationships/sort` `{sku_id, ids}`: a SKU's related SKUs numbered 1, 2, 3… in the order given. The list
// must be exactly the SKU's relations — all of them, each once — or it is refused (another user changed them).
import { conflict } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type CommandContext, defineCommand, type EntityService, refuse } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { lockSku } from '../server/relationship.commands.ts';
import { skuRelationships } from '../server/sku-extras.schema.ts';

export const sortInput = z.object({
  sku_id: z.uuid('请选择SKU'),
  /** Every relation of the SKU, in the new order. */
  ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择关联SKU').max(1000),
});
type SortInput = z.infer<typeof sortInput>;

export interface SortContext extends CommandContext {
  relationships: EntityService;
}

/** The SKU's relations now, with their place. */
export type Places = { id: string; sort: number | null }[];

/** The relations whose place changes, with their new one. */
export interface Moves {
  moves: { id: string; sort: number }[];
  count: number;
}

export const sortRelationships = defineCommand({
  input: sortInput,
  /** The SKU locked within the caller's data rules, then its relations. */
  async load(tx: Tx, input: SortInput, ctx: SortContext): Promise<Places> {
    await lockSku(tx, input.sku_id, ctx.scope);
    const rows = await tx
      .select({ id: skuRelationships.id, sort: skuRelationships.sort })
      .from(skuRelationships)
      .where(eq(skuRelationships.sku_id, input.sku_id));
    return rows.map((r) => ({ id: r.id, sort: r.sort }));
  },
  decide(places: Places, input: SortInput) {
    const given = new Set(input.ids);
    if (given.size !== input.ids.length || places.length !== given.size || places.some((p) => !given.has(p.id)))
      return refuse(conflict('排序列表与该SKU的关联SKU不一致，请刷新后重试'));
    const now = new Map(places.map((p) => [p.id, p.sort]));
    return { moves: input.ids.flatMap((id, i) => (now.get(id) === i + 1 ? [] : [{ id, sort: i + 1 }])), count: input.ids.length };
  },
  async apply(tx: Tx, { moves, count }: Moves, ctx: SortContext) {
    for (const m of moves) await ctx.relationships.update(tx, m.id, { sort: m.sort }, ctx.actor);
    return { sorted: count };
  },
});
