// 异常商品 (`GET spu/abnormal` and its export, screen /commodity/information/abnormal-commodity): the declared
// query `abnormalSkuList` over the SKUs whose master data is not complete enough to be bought, shipped,
// declared or listed — read from the data itself each time, never stored, so a SKU leaves the list as soon as
// its gap is filled. Retired SKUs are left out.
import { sourceColumns } from '@entrepot/server-kit/entity';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type SkuProblem, skuProblems } from '../../entities/index.ts';
import { skuNamed, skus, spus } from '../catalogue.schema.ts';
import { packageSizes } from '../reference.schema.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';

/** Each kind of gap as a condition on a SKU row. */
export const PROBLEMS: Record<SkuProblem, SQL> = {
  no_main_image: sql`${skus.main_image} is null`,
  no_sale_price: sql`${skus.sale_price} is null`,
  no_cost_price: sql`${skus.cost_price} is null`,
  no_package_size: sql`not exists (select 1 from ${packageSizes} where ${packageSizes.sku_id} = ${skus.id})`,
  no_customs: sql`not exists (select 1 from ${skuCustomsTable} where ${skuCustomsTable.sku_id} = ${skus.id})`,
  no_brand: sql`exists (select 1 from ${spus} where ${spus.id} = ${skus.spu_id} and ${spus.brand_id} is null)`,
};

/** Every gap of the row, in the declared order. */
const problems = sql<SkuProblem[]>`array_remove(array[${sql.join(
  skuProblems.map((p) => sql`case when ${PROBLEMS[p.value]} then ${p.value} end`),
  sql`, `,
)}]::text[], null)`;

/** The SKUs the caller may see that have a gap, each with all of them (`problems`, and `kind` for its filter). */
export function abnormalSource(scope: SQL | undefined) {
  return new QueryBuilder()
    .select(
      sourceColumns({
        ...skuNamed,
        status: skus.status,
        spu_id: skus.spu_id,
        spu_code: sql`(select ${spus.code} from ${spus} where ${spus.id} = ${skus.spu_id})`,
        problems,
        kind: problems,
      }),
    )
    .from(skus)
    .where(and(ne(skus.status, 'retired'), scope, sql`(${sql.join(Object.values(PROBLEMS), sql` or `)})`))
    .as('q');
}
