// `GET spuskufba` (001 §7 SPU family): the SKUs as an FBA shipment plan needs them — package size and weight,
// logistics attributes (battery, liquid… decide the carrier), the reviewed customs declaration — with
// `ready` saying whether the SKU can go into a shipment today (package size measured, customs reviewed).
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter } from '@entrepot/server-kit/entity';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { skus, spus } from '../catalogue.schema.ts';
import { packageSizes } from '../reference.schema.ts';
import { skuCustomsTable, skuLogisticsAttrs } from '../sku-extras.schema.ts';

const fbaQuery = pageQueryWithFilters.extend({
  code: z.string().trim().max(100).optional(),
  ready: z.enum(['0', '1'], '是否可发FBA应为 0 或 1').optional(),
});

const ready = sql<boolean>`(${packageSizes.id} is not null and ${skuCustomsTable.audit_status} = 'approved')`;

/** The page of SKUs (not retired, within `scope`) with what an FBA shipment needs of each. */
export async function fbaSkus(exec: Executor, rawQuery: unknown, scope: SQL | undefined) {
  const q = parse(fbaQuery, withoutEmpty(rawQuery));
  const where = and(
    ne(skus.status, 'retired'),
    scope,
    q.code ? or(likeFilter(skus.code, q.code), likeFilter(skus.name, q.code)) : undefined,
    q.ready === undefined ? undefined : q.ready === '1' ? ready : sql`not ${ready}`,
  );
  const [counted] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(skus)
    .leftJoin(packageSizes, eq(packageSizes.sku_id, skus.id))
    .leftJoin(skuCustomsTable, eq(skuCustomsTable.sku_id, skus.id))
    .where(where);
  const rows = await exec
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      status: skus.status,
      spu_code: sql<string>`(select ${spus.code} from ${spus} where ${spus.id} = ${skus.spu_id})`,
      length: packageSizes.length,
      width: packageSizes.width,
      height: packageSizes.height,
      weight: packageSizes.weight,
      logistics_attrs: sql<
        string[]
      >`array(select ${skuLogisticsAttrs.attr} from ${skuLogisticsAttrs} where ${skuLogisticsAttrs.sku_id} = ${skus.id} order by 1)`,
      hs_code: skuCustomsTable.hs_code,
      declared_name_en: skuCustomsTable.declared_name_en,
      declared_value: skuCustomsTable.declared_value,
      currency: skuCustomsTable.currency,
      customs_status: skuCustomsTable.audit_status,
      ready,
    })
    .from(skus)
    .leftJoin(packageSizes, eq(packageSizes.sku_id, skus.id))
    .leftJoin(skuCustomsTable, eq(skuCustomsTable.sku_id, skus.id))
    .where(where)
    .orderBy(asc(skus.code))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return pageAnswer(rows, Number(counted?.n ?? 0), q);
}
