// `PUT sku/logistics/{id}` `{attrs}`: a SKU's logistics attributes (物流属性) replaced as a whole — the rows that
// are no longer wanted removed, the new ones added, each audited — and announced (`catalogue.sku.logistics-changed`)
// so logistics channels re-check what they accept. A set that contradicts itself is refused.
import { invalid } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type CommandContext, defineCommand, refuse } from '@entrepot/server-kit/entity';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type LogisticsAttr, logisticsAttrs } from '../entities/index.ts';
import { logisticsAnswer } from '../server/logistics-attr.reads.ts';
import { lockSku } from '../server/relationship.commands.ts';
import type { Publisher } from '../server/services.ts';
import { skuLogisticsAttrs } from '../server/sku-extras.schema.ts';
import type { SkuExtrasServices } from '../server/sku-extras-services.ts';
import { catalogueEvents } from './events.ts';

const ORDER = logisticsAttrs.map((a) => a.value as string);

export const setLogisticsInput = z.object({
  attrs: z.array(z.enum(ORDER as [string, ...string[]], '物流属性不正确')).max(ORDER.length),
});

export interface SetLogisticsContext extends CommandContext {
  /** The SKU of the route's path. */
  skuId: string;
  extras: SkuExtrasServices;
  publisher?: Publisher;
}

export interface LogisticsState {
  sku: { id: string; code: string };
  /** The SKU's rows now: one per attribute. */
  rows: { id: string; attr: string }[];
}

export interface LogisticsChange {
  sku: { id: string; code: string };
  /** Rows removed (their ids) and attributes added. */
  gone: string[];
  added: LogisticsAttr[];
}

/** Why a set of attributes contradicts itself, or null: 普货 means none of the others; 纯电 is not 带电. */
export function logisticsAttrConflict(attrs: readonly string[]): string | null {
  if (attrs.includes('general') && attrs.length > 1) return '普货不能与其他物流属性同时选择';
  if (attrs.includes('battery') && attrs.includes('pure_battery')) return '纯电与带电不能同时选择';
  return null;
}

export const setSkuLogistics = defineCommand({
  input: setLogisticsInput,
  /** The SKU locked within the caller's data rules (two replacements of one SKU's set run one after the other). */
  async load(tx: Tx, _input: z.infer<typeof setLogisticsInput>, ctx: SetLogisticsContext): Promise<LogisticsState> {
    const sku = await lockSku(tx, ctx.skuId, ctx.scope);
    const rows = await tx
      .select({ id: skuLogisticsAttrs.id, attr: skuLogisticsAttrs.attr })
      .from(skuLogisticsAttrs)
      .where(eq(skuLogisticsAttrs.sku_id, ctx.skuId))
      .orderBy(asc(skuLogisticsAttrs.id));
    return { sku, rows: rows.map((r) => ({ id: r.id, attr: r.attr })) };
  },
  decide({ sku, rows }: LogisticsState, input: z.infer<typeof setLogisticsInput>) {
    const wanted = [...new Set(input.attrs)] as LogisticsAttr[];
    const why = logisticsAttrConflict(wanted);
    if (why) return refuse(invalid('attrs', why));
    return {
      sku,
      gone: rows.filter((r) => !wanted.includes(r.attr as LogisticsAttr)).map((r) => r.id),
      added: wanted.filter((a) => !rows.some((r) => r.attr === a)),
    };
  },
  async apply(tx: Tx, { sku, gone, added }: LogisticsChange, ctx: SetLogisticsContext) {
    await ctx.extras.logisticsAttr.remove(tx, gone, ctx.actor);
    for (const attr of added) await ctx.extras.logisticsAttr.create(tx, { sku_id: sku.id, attr }, ctx.actor);
    const answer = await logisticsAnswer(tx, sku);
    if (gone.length || added.length) await ctx.publisher?.publish(tx, catalogueEvents.skuLogisticsChanged, { id: sku.id, code: sku.code, attrs: answer.attrs });
    return answer;
  },
});
