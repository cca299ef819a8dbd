// `GET /api-product/api/v1/product/spu/abnormal`: 异常商品 (README: Abnormal commodities).
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { sku } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { abnormalSkus } from './abnormal-skus.ts';

export function abnormalRoutes(database: Database) {
  const list = readRoute((r) => abnormalSkus(database.db, r.query, rowScope(sku, skus, requestUser(r).access)), sku.permission('read'));
  return (app: FastifyInstance) => {
    app.get('/api/v1/product/spu/abnormal', list);
  };
}
