// `sku/import/amsku`: Amazon seller SKUs (平台SKU of one 销售账号) mapped to our SKUs, written as SKU mappings
// of the platform AMAZON through the mapping service (its rules and log). A seller SKU mapped already on
// Amazon is updated (SKU, account, remark); one mapped on another platform is a bad row (seller SKUs are
// ours and mapped once). The same file twice changes nothing.
import { createSchema, Entities, EntityService, type StoredRow } from '@entrepot/server-kit/entity';
import type { ImportError } from '@entrepot/server-kit/file-tasks';
import { eq, inArray, sql } from 'drizzle-orm';
import { sku, skuMapping } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { changedValues, count, type ImportProcess } from '../import-env.ts';
import { storedSkus } from '../import-known.ts';
import { skuMappings } from '../reference.schema.ts';
import { checkSkuMapping } from '../reference-checks.ts';
import { AMAZON, AMAZON_SKU_MAX, AMSKU_COLUMNS } from './customs-import-kinds.ts';

/** A create or update input, by field key. */
type Values = Record<string, unknown>;
type Mapping = StoredRow<typeof skuMapping>;
const creating = createSchema(skuMapping);
const str = (v: unknown) => String(v ?? '');
const columnOf = (key: unknown) => (key === 'sku_id' ? AMSKU_COLUMNS.sku : (AMSKU_COLUMNS[key as keyof typeof AMSKU_COLUMNS] ?? str(key)));

export interface AmazonSkuUnit {
  row: number;
  platformSku: string;
  /** Create: the mapping; update: only what differs. */
  input: Values;
}

let shared: EntityService<typeof skuMapping> | undefined;
/** The SKU mapping service with its rule (the SKU exists), SKU codes as titles. */
function mappingService(): EntityService<typeof skuMapping> {
  if (!shared) {
    const registry = new Entities();
    registry.add(skuMapping, skuMappings);
    registry.add(sku, skus);
    shared = new EntityService(skuMapping, skuMappings, registry).withRules({ check: checkSkuMapping });
  }
  return shared;
}

/** Stored mappings by lower-cased seller SKU. */
async function mappingsOf(exec: Parameters<typeof storedSkus>[0], platformSkus: string[]) {
  const wanted = [...new Set(platformSkus.map((p) => p.toLowerCase()))];
  if (wanted.length === 0) return new Map<string, Mapping>();
  const rows = (await exec
    .select()
    .from(skuMappings)
    .where(inArray(sql`lower(${skuMappings.platform_sku})`, wanted))) as Mapping[];
  return new Map(rows.map((r) => [r.platform_sku.toLowerCase(), r]));
}

export const amazonSkuImport: ImportProcess<AmazonSkuUnit> = {
  async plan(rows, env) {
    const db = env.database.db;
    const errors: ImportError[] = [];
    const seen = new Map<string, number>();
    const read: { row: number; values: Record<string, string> }[] = [];
    for (const { row, values } of rows) {
      const missing = [AMSKU_COLUMNS.account, AMSKU_COLUMNS.platform_sku, AMSKU_COLUMNS.sku].filter((label) => !values[label]);
      for (const label of missing) errors.push({ row, column: label, message: `请填写${label}` });
      const platformSku = values[AMSKU_COLUMNS.platform_sku] ?? '';
      if (platformSku.length > AMAZON_SKU_MAX)
        errors.push({ row, column: AMSKU_COLUMNS.platform_sku, message: `平台SKU最多${AMAZON_SKU_MAX}个字符（亚马逊卖家SKU的长度上限）` });
      const twin = seen.get(platformSku.toLowerCase());
      if (platformSku && twin !== undefined) errors.push({ row, column: AMSKU_COLUMNS.platform_sku, message: `与第${twin}行重复` });
      else if (platformSku) seen.set(platformSku.toLowerCase(), row);
      if (missing.length === 0 && platformSku.length <= AMAZON_SKU_MAX && twin === undefined) read.push({ row, values });
    }
    const stored = await storedSkus(
      db,
      read.map((r) => r.values[AMSKU_COLUMNS.sku]!),
    );
    const mapped = await mappingsOf(
      db,
      read.map((r) => r.values[AMSKU_COLUMNS.platform_sku]!),
    );
    const units: AmazonSkuUnit[] = [];
    for (const { row, values } of read) {
      const code = values[AMSKU_COLUMNS.sku]!;
      const platformSku = values[AMSKU_COLUMNS.platform_sku]!;
      const target = stored.get(code.toLowerCase());
      if (!target) {
        errors.push({ row, column: AMSKU_COLUMNS.sku, message: `SKU编码「${code}」不存在` });
        continue;
      }
      const before = mapped.get(platformSku.toLowerCase());
      if (before && before.platform_code.toUpperCase() !== AMAZON) {
        errors.push({ row, column: AMSKU_COLUMNS.platform_sku, message: `平台SKU「${platformSku}」已映射在平台 ${before.platform_code}` });
        continue;
      }
      const wanted: Values = {
        account: values[AMSKU_COLUMNS.account],
        sku_id: target.id,
        ...(values[AMSKU_COLUMNS.remark] ? { remark: values[AMSKU_COLUMNS.remark] } : {}),
      };
      const checked = creating.safeParse({ platform_code: AMAZON, platform_sku: platformSku, ...wanted });
      if (!checked.success) {
        for (const issue of checked.error.issues) errors.push({ row, column: columnOf(issue.path[0]), message: issue.message });
        continue;
      }
      units.push({ row, platformSku, input: before ? changedValues(before, wanted) : checked.data });
    }
    return { errors, units };
  },
  async write(tx, unit, env, counts) {
    const service = mappingService();
    const [current] = await tx
      .select({ id: skuMappings.id })
      .from(skuMappings)
      .where(eq(sql`lower(${skuMappings.platform_sku})`, unit.platformSku.toLowerCase()));
    if (current && Object.keys(unit.input).length === 0) return count(counts, 'unchanged');
    const written = current ? await service.update(tx, current.id, unit.input, env.actor) : await service.create(tx, unit.input, env.actor);
    count(counts, current ? 'mapping_updated' : 'mapping_created');
    await env.publisher?.publish(tx, 'catalogue.skuMapping.changed', { ids: [written.id], action: 'import' });
  },
  rows: () => 1,
};
