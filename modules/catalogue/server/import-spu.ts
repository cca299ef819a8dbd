// Pass 2 of the SPU imports (`sku/import/clothing|nonclothing`, `excel/import`, `spu/import`): each planned
// SPU written through the same code as the SPU form — the SPU service, then `createMissingSkus` for the
// rows' SKUs (each with its row's values) and for the rest of the matrix (the first row's values) — in the
// batch's transaction, announced as one `catalogue.sku.created`. A stored SPU gets only what changed.
import { forbidden } from '@entrepot/server-kit';
import { rowScope } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import type { OptionRow } from '../domain/sku-matrix.ts';
import { skus, spus } from './catalogue.schema.ts';
import { count, type ImportProcess } from './import-env.ts';
import type { DimensionSlot } from './import-kinds.ts';
import { updateSkuValues } from './import-sku-info.ts';
import { planSpus, type SpuPlan } from './import-spu-plan.ts';
import { createMissingSkus, SKU_CREATED, type SkuDefaults } from './sku-matrix.commands.ts';

type Row = Record<string, unknown>;
type SpuRef = { id: string; code: string; name: string; category_id?: unknown };

export function spuImport(shape: { dimensions: DimensionSlot[]; skuValues: boolean }): ImportProcess<SpuPlan> {
  return {
    plan: (rows, env) => planSpus(rows, shape, env),
    async write(tx, plan, env, counts) {
      const { s, actor, publisher } = env;
      const scope = rowScope(s.spu.decl, spus, env.access);
      let spu: Row;
      if (!plan.existingId) {
        spu = await s.spu.create(tx, plan.input, actor);
        // the importer's data rules must show what they create (checked in pass 1 too)
        if (scope && !(await s.spu.find(tx, String(spu.id), scope))) throw forbidden(`第${plan.row}行: 数据权限不允许新增该SPU`);
        count(counts, 'spu_created');
      } else if (Object.keys(plan.input).length > 0) {
        spu = await s.spu.update(tx, plan.existingId, plan.input, actor, { scope });
        // SKUs carry their SPU's category (lists filter on it), as the SPU form's edit keeps them
        if ('category_id' in plan.input)
          await tx
            .update(skus)
            .set({ category_id: spu.category_id as string })
            .where(eq(skus.spu_id, String(spu.id)));
        count(counts, 'spu_updated');
      } else spu = await s.spu.get(tx, plan.existingId, scope);

      const ref = spu as SpuRef;
      const created: Row[] = [];
      for (const cell of plan.cells.filter((c) => !c.skuId))
        created.push(...(await createMissingSkus(tx, s, ref, cell.options, cell.values as SkuDefaults, actor)));
      created.push(...(await createMissingSkus(tx, s, ref, (spu.options ?? []) as OptionRow[], plan.defaults as SkuDefaults, actor)));
      if (created.length) await publisher?.publish(tx, SKU_CREATED, { spu_id: spu.id, skus: created.map((r) => ({ id: r.id, code: r.code })) });
      count(counts, 'sku_created', created.length);

      for (const cell of plan.cells) {
        if (!cell.skuId || Object.keys(cell.changes ?? {}).length === 0) continue;
        await updateSkuValues(tx, env, cell.skuId, cell.changes!);
        count(counts, 'sku_updated');
      }
    },
    rows: (plan) => plan.rows,
  };
}
