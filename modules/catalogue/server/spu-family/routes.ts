// `/api-product` routes of the SPU family's lookups and lists (api-catalogue.tsv, 001 §7 "SPU family" and
// "Other"), one line per path: spu_code, spu/uniquename, spu/skuattr, spu/skucb, spu/checklink,
// spu/option/export, skus/{id}, spusize, category/addspu/list, common/field, and /api/v1/common/skus,
// /api/v1/common/info/{platform}/{skuCode}
// (README: SPU family lookups). A lookup or list called without its key answers its empty or whole form.
import { ok } from '@entrepot/contract';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { entityRoutes, hiddenFields, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sku, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { catalogueServices } from '../services.ts';
import { addSpuCategories } from './category-addspu.ts';
import { commonFields } from './common-field.ts';
import { platformSkuInfo, skusByCodes } from './common-skus.ts';
import { optionExport } from './option-export.ts';
import { spuCodeLookup, uniqueNameLookup } from './spu-code-lookups.ts';
import { spuSizes } from './spu-sizes.ts';
import { checkLinks, skuAttrLookup, skuCostLookup } from './spu-sku-lookups.ts';

type Query = Record<string, unknown>;
const query = (r: FastifyRequest) => (r.query ?? {}) as Query;
const params = (r: FastifyRequest) => r.params as Record<string, string>;
const access = (r: FastifyRequest) => requestUser(r).access;
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, access(r));
const skuScope = (r: FastifyRequest) => rowScope(sku, skus, access(r));
const skuHidden = (r: FastifyRequest) => hiddenFields(sku, access(r));

/** A read open to holders of any of these codes. */
const readAnyOf = (permission: string[], run: (r: FastifyRequest) => Promise<unknown>): Route => ({
  config: { permission },
  handler: async (r) => ok(await run(r)),
});

/** `skus/{id}`: the SPU by id, or by its code (any case); anything else matches no SPU (an empty list). */
function skusOfSpu(r: FastifyRequest): SQL {
  const key = (params(r).id ?? '').trim();
  if (z.uuid().safeParse(key).success) return eq(skus.spu_id, key);
  return sql`${skus.spu_id} in (select ${spus.id} from ${spus} where lower(${spus.code}) = ${key.toLowerCase()})`;
}

export function spuFamilyRoutes(ctx: Pick<ModuleContext, 'database' | 'outbox'>) {
  const { database } = ctx;
  const db = database.db;
  const cs = catalogueServices();
  const sku$ = entityRoutes(cs.sku, database);

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    // SPU form lookups
    app.get(
      v('spu_code'),
      readRoute((r) => spuCodeLookup(db, query(r).prefix), spu.permission('create')),
    );
    app.get(
      v('spu/uniquename'),
      readRoute((r) => uniqueNameLookup(db, query(r).name, query(r).id), spu.permission('read')),
    );
    app.get(
      v('category/addspu/list'),
      readAnyOf([spu.permission('create'), spu.permission('update')], (r) => addSpuCategories(db, r.query, spuScope(r))),
    );
    app.get(
      v('common/field'),
      readAnyOf([spu.permission('read'), sku.permission('read')], async (r) => commonFields(r.query, access(r))),
    );

    // One SPU's SKUs, variants, costs, links and sizes
    app.get(v('skus/:id'), sku$.scopedList(skusOfSpu));
    app.get(
      v('spu/skuattr'),
      readRoute((r) => skuAttrLookup(db, cs, r.query, spuScope(r)), spu.permission('read')),
    );
    app.get(
      v('spu/skucb'),
      readRoute((r) => skuCostLookup(db, r.query, spuScope(r), skuHidden(r)), sku.permission('read')),
    );
    app.get(
      v('spu/checklink'),
      readRoute((r) => checkLinks(db, r.query, spuScope(r)), spu.permission('read')),
    );
    app.get(
      v('spusize'),
      readRoute((r) => spuSizes(db, r.query, spuScope(r)), spu.permission('read')),
    );
    app.get(v('spu/option/export'), optionExport(db, spu.permission('export')));

    // For other areas (001 §7 "Other")
    app.post(
      '/api/v1/common/skus',
      readRoute((r) => skusByCodes(db, r.body, skuScope(r), skuHidden(r)), sku.permission('read')),
    );
    app.get(
      '/api/v1/common/info/:platform/:skuCode',
      readRoute((r) => platformSkuInfo(db, params(r).platform!, params(r).skuCode!, skuScope(r), skuHidden(r)), sku.permission('read')),
    );
  };
}
