// `sample/tospu {id, code?}`: an approved sample becomes an SPU through the SPU create (its SKU matrix: one
// SKU coded as the SPU, since a sample has no variants yet), all in one transaction with the sample locked,
// so two clicks never make two SPUs.
import { hasAnyPermission } from '@entrepot/contract';
import { conflict, forbidden, invalid, notFound, parse, type RequestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { createSchema, type StoredRow } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type sample, sampleStatus, spu } from '../../entities/index.ts';
import type { Publisher } from '../services.ts';
import type { SkuDefaults } from '../sku-matrix.commands.ts';
import { checkSpuCode, createSpuWithSkus } from '../spu.commands.ts';
import { samples } from './sample.schema.ts';
import type { SampleServices } from './sample-services.ts';

type Row = Record<string, unknown>;
type SampleRow = StoredRow<typeof sample>;

export const toSpuBody = z.object({
  id: z.uuid('请选择样品'),
  /** The new SPU's code (TS021); blank: generated. */
  code: z.string().trim().max(16, 'SPU编码最多16个字符').optional(),
});

/** What the SKU starts with: the sample's cost when it was paid in 人民币 (SKU costs are kept in CNY). */
const skuDefaultsOf = (row: SampleRow): SkuDefaults => (row.currency === 'CNY' && row.cost_price != null ? { cost_price: row.cost_price } : {});

/** The refusal when this sample cannot become an SPU now, or null. */
export function toSpuRefusal(row: SampleRow): string | null {
  const code = String(row.code);
  if (row.spu_code) return `样品 ${code} 已转为SPU ${row.spu_code}，不能重复转换`;
  if (row.status !== 'approved') {
    const label = sampleStatus.states[row.status as keyof typeof sampleStatus.states]?.label ?? row.status;
    return `样品 ${code} 当前状态为「${label}」，评估通过后才能转为SPU`;
  }
  return null;
}

export async function sampleToSpu(tx: Tx, s: SampleServices, body: unknown, user: RequestUser, scope: SQL | undefined, publisher?: Publisher) {
  const { id, code } = parse(toSpuBody, body ?? {});
  if (!hasAnyPermission(user.isAdmin, user.permissions, spu.permission('create'))) throw forbidden('转为SPU需要SPU新增权限');
  const [row] = (await tx
    .select()
    .from(samples)
    .where(scope ? and(eq(samples.id, id), scope) : eq(samples.id, id))
    .for('update')) as SampleRow[];
  if (!row) throw notFound('样品');
  const refused = toSpuRefusal(row);
  if (refused) throw conflict(refused);
  if (!row.category_id) throw invalid('category_id', `样品 ${String(row.code)} 未填写分类，请先编辑样品选择分类`);
  checkSpuCode(code);
  const input = parse(createSchema(spu), {
    ...(code ? { code } : {}),
    name: row.name,
    category_id: row.category_id,
    ...(row.developer_id ? { developer_id: row.developer_id } : {}),
  }) as Row;
  const actor = { id: user.id, name: user.name };
  // The pictures are the sample's, not the caller's uploads: copied through `extra` (the engine's file rule).
  const created = await createSpuWithSkus(tx, s.catalogue, { input, defaults: skuDefaultsOf(row), actor, extra: { images: row.images ?? [] } }, publisher);
  await s.sample.update(tx, id, {}, actor, { scope, extra: { spu_id: created.id, spu_code: created.code } });
  const sample = await s.sample.transition(tx, id, 'status', 'tospu', actor, scope);
  await publisher?.publish(tx, `${s.sample.decl.name}.changed`, { ids: [id], action: 'tospu' });
  return { sample, spu: created };
}
