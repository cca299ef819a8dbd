// Writes of the SKU matrix: the SKUs an SPU's variant dimensions call for (at create, after new option
// values, at copy), and SKU status changes carried down from their SPU. Each announces its events.

import { own } from '@entrepot/entity';
import { conflict, invalid, parse } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type ServiceRow, type StoredRow } from '@entrepot/server-kit/entity';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { catalogueEvents } from '../domain/events.ts';
import { type OptionRow, optionProblem, skuMatrix } from '../domain/sku-matrix.ts';
import { type sku, skuFollowsSpu, skuStatus } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import type { CatalogueServices, Publisher } from './services.ts';

/** Prices and weight every generated SKU starts with (the SPU form's 「SKU默认值」). */
export const skuDefaultsSchema = z
  .object({
    cost_price: z.union([z.string(), z.number()]).optional(),
    sale_price: z.union([z.string(), z.number()]).optional(),
    weight: z.union([z.string(), z.number()]).optional(),
  })
  .strict()
  .default({});
export type SkuDefaults = z.infer<typeof skuDefaultsSchema>;

export const SKU_CREATED = catalogueEvents.skuCreated;
export const SKU_STATUS_CHANGED = catalogueEvents.skuStatusChanged;
export const SKU_PRICE_CHANGED = catalogueEvents.skuPriceChanged;

export function checkOptions(options: readonly OptionRow[] | undefined): void {
  const problem = optionProblem(options ?? []);
  if (problem) throw invalid('options', problem);
}

/** The SKUs of the SPU's matrix that do not exist yet, created in the caller's transaction. */
export async function createMissingSkus(
  tx: Tx,
  s: CatalogueServices,
  /** The SPU as stored: its category is copied onto the SKUs (lists filter SKUs by category without a join). */
  spu: { id: string; code: string; name: string; category_id?: unknown },
  options: readonly OptionRow[],
  defaults: SkuDefaults,
  actor: Actor,
  publisher?: Publisher,
): Promise<StoredRow<typeof sku>[]> {
  const cells = skuMatrix(spu.code, options);
  const existing = await tx
    .select({ code: skus.code, spu_id: skus.spu_id })
    .from(skus)
    .where(
      inArray(
        skus.code,
        cells.map((c) => c.code),
      ),
    );
  const taken = existing.find((e) => e.spu_id !== spu.id);
  if (taken) throw conflict(`SKU编码已存在: ${taken.code}`);
  const mine = new Set(existing.map((e) => e.code));
  const schema = createSchema(s.sku.decl);
  const rows = cells
    .filter((c) => !mine.has(c.code))
    .map((c) => ({
      input: parse(schema, {
        code: c.code,
        spu_id: spu.id,
        name: c.spec ? `${spu.name} ${c.spec}` : spu.name,
        spec: c.spec || undefined,
        ...withoutBlank(defaults),
      }),
      extra: { option_values: c.option_values, category_id: spu.category_id ?? null },
    }));
  const created = await s.sku.createMany(tx, rows, actor);
  if (created.length) {
    await publisher?.publish(tx, SKU_CREATED, { spu_id: spu.id, skus: created.map((r) => ({ id: r.id, code: r.code })) });
  }
  return created;
}

/** The SPU's SKUs that can follow its transition do so (e.g. 审核通过 puts its 开发中 SKUs on sale), each audited. */
export async function cascadeToSkus(tx: Tx, s: CatalogueServices, spuId: string, spuTransition: string, actor: Actor, publisher?: Publisher): Promise<number> {
  const name = own(skuFollowsSpu, spuTransition);
  const t = name ? own(skuStatus.transitions, name) : undefined;
  if (!name || !t) return 0;
  const ready = await tx
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.spu_id, spuId), inArray(skus.status, [...t.from])));
  const moved: ServiceRow<typeof sku>[] = [];
  for (const { id } of ready) moved.push(await s.sku.transition(tx, id, 'status', name, actor));
  if (moved.length) {
    await publisher?.publish(tx, SKU_STATUS_CHANGED, { skus: moved.map((r) => ({ id: r.id, code: r.code })), transition: name, to: t.to });
  }
  return moved.length;
}

function withoutBlank(row: SkuDefaults): Partial<SkuDefaults> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
