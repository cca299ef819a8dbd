// `skus/list`: the declared query `customsSkuList` (entities/customs-sku.query.ts) over the SKUs with their customs
// data (报关信息), its filters, order and paging the engine's; and its export (ours: `skus/list/export`, a file
// task, since the spec's `skus/export` is the SKU list's own export) with the same filters and columns.
import type { Field } from '@entrepot/entity';
import type { ExportKind } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { queryService, rowScope, sourceColumns } from '@entrepot/server-kit/entity';
import { cellOf, queryColumns, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { customsSkuList, sku } from '../../entities/index.ts';
import { skuNamed, skus, spus } from '../catalogue.schema.ts';
import { materials } from '../reference.schema.ts';
import { skuCustomsTable as c } from '../sku-extras.schema.ts';
import { customsGoodsTable as g } from './customs.schema.ts';

/** The rows of `customsSkuList` the caller may see: `audit_status` `none` and `goods` null for a SKU without data. */
function customsSkuSource(scope: SQL | undefined) {
  const goodsId = sql`(select ${g.id} from ${g} where ${g.hs_code} = ${c.hs_code} and lower(${g.name}) = lower(${c.declared_name}) limit 1)`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        ...skuNamed,
        spec: skus.spec,
        spu: sql`${spus.code} || E'\\n' || ${spus.name}`,
        spu_code: spus.code,
        spu_name: spus.name,
        status: skus.status,
        sku_status: skus.status,
        spu_id: skus.spu_id,
        customs_id: c.id,
        customs_version: c.version,
        hs_code: c.hs_code,
        declared_name: c.declared_name,
        declared_name_en: c.declared_name_en,
        declared_value: c.declared_value,
        currency: c.currency,
        material_id: c.material_id,
        material_name: materials.name,
        usage: c.usage,
        audit_status: sql`coalesce(${c.audit_status}, 'none')`,
        audit_remark: c.audit_remark,
        auditor: c.auditor,
        audited_at: c.audited_at,
        goods_id: goodsId,
        goods: sql`case when ${c.id} is null then null when ${goodsId} is null then 'missing' else 'kept' end`,
      }),
    )
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(c, eq(c.sku_id, skus.id))
    .leftJoin(materials, eq(materials.id, c.material_id))
    .where(scope)
    .as('q');
}

/** The list route's source and rows: a SKU without customs data answers `audit_status: null`. */
export const customsSkuListed = {
  source: (r: FastifyRequest) => customsSkuSource(rowScope(sku, skus, requestUser(r).access)),
  rows: (rows: Record<string, unknown>[]) => rows.map((r) => (r.audit_status === 'none' ? { ...r, audit_status: null } : r)),
};

const BATCH = 1000;

/** The export of `skus/list` as a file task: the declared columns, each cell as the list reads it (未维护 included). */
export function customsSkuExport(database: { db: Executor }): ExportKind {
  return {
    kind: 'catalogue.customs-skus',
    label: customsSkuList.label,
    permission: customsSkuList.permission('export'),
    async write({ query, user, path, progress }) {
      const service = queryService(customsSkuList, customsSkuSource(rowScope(sku, skus, user.access)));
      const columns = queryColumns(customsSkuList);
      const fields: Record<string, Field> = customsSkuList.fields;
      let total = 0;
      async function* batches() {
        for (let page = 1; ; page++) {
          const found = await service.list(database.db, { page, perPage: BATCH, query: { ...query, exact_total: '1' } });
          total = found.total;
          yield found.rows.map((row) => Object.fromEntries(columns.map(({ key }) => [key, cellOf(key, fields[key]!, row)])));
          if (found.rows.length < BATCH) return;
        }
      }
      return writeXlsx(path, columns, batches(), (done) => progress(done, total));
    },
  };
}
