// `GET spu/abnormal` (异常商品) with its export and `GET spuskufba` (SKUs as an FBA shipment needs them): README, Abnormal commodities.
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { abnormalSkuList, sku, skuProblems } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { abnormalSource } from './abnormal-skus.ts';
import { fbaSkus } from './fba-skus.ts';

const labelOf = new Map<string, string>(skuProblems.map((p) => [p.value, p.label]));

export function abnormalRoutes(database: Database) {
  const scope = (r: FastifyRequest) => rowScope(sku, skus, requestUser(r).access);
  const abnormal = {
    source: (r: FastifyRequest) => abnormalSource(scope(r)),
    rows: (rows: Record<string, unknown>[]) =>
      rows.map(({ kind: _, ...r }) => ({ ...r, problem_labels: (r.problems as string[]).map((p) => labelOf.get(p) ?? p) })),
  };
  const fba = readRoute((r) => fbaSkus(database.db, r.query, scope(r)), sku.permission('read'));
  return (app: FastifyInstance) => {
    app.get('/api/v1/product/spu/abnormal', queryList(abnormalSkuList, database, abnormal));
    app.get('/api/v1/product/spu/abnormal/export', queryExport(abnormalSkuList, database, { ...abnormal, file: '异常商品' }));
    app.get('/api/v1/product/spuskufba', fba);
  };
}
