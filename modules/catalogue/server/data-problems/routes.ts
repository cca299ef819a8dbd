// `GET spu/abnormal` (异常商品) with its export and `GET spuskufba` (SKUs as an FBA shipment needs them): README, Abnormal commodities.
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sku } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { abnormalExport } from './abnormal-export.ts';
import { abnormalSkus } from './abnormal-skus.ts';
import { fbaSkus } from './fba-skus.ts';

export function abnormalRoutes(database: Database) {
  const scope = (r: FastifyRequest) => rowScope(sku, skus, requestUser(r).access);
  const abnormal = readRoute((r) => abnormalSkus(database.db, r.query, scope(r)), sku.permission('read'));
  const fba = readRoute((r) => fbaSkus(database.db, r.query, scope(r)), sku.permission('read'));
  return (app: FastifyInstance) => {
    app.get('/api/v1/product/spu/abnormal', abnormal);
    app.get('/api/v1/product/spu/abnormal/export', abnormalExport(database.db, scope, sku.permission('export')));
    app.get('/api/v1/product/spuskufba', fba);
  };
}
