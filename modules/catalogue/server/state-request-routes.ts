// `/api-product` routes of the state-change requests (api-catalogue.tsv, 001 §7 SPU family), one line per path
// (README: State changes through approval): the engine's declared transition request — spu/batchnewstate and
// spu/state/process/batchnewstate (submit), spu/state/process/list, our spu/state/process/export and
// spu/state/process/{id}, spu/state/process/approve (a decision taken from the request's screen) — beside the
// catalogue's own reads: the stock of a request's SKUs and one SKU's state with its requests.
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { transitionRequestRoutes } from '@entrepot/hub-server/transition-requests';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { readRoute } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sku, spu, stateRequest } from '../entities/index.ts';
import { stateRequestKit } from './state-request-apply.ts';
import { inventoryOf, skuState } from './state-request-queries.ts';

export const STATE_REQUEST_READ = stateRequest.request.permission('read');
export const STATE_REQUEST_CREATE = stateRequest.request.permission('create');

export const stateRequestPermissions: PermissionDecl[] = [
  { code: STATE_REQUEST_READ, name: '状态变更申请-查看' },
  { code: STATE_REQUEST_CREATE, name: '状态变更申请-提交' },
];

/**
 * 停售 goes through a request: the direct suspend of an SPU or SKU is no longer a code a role can hold, so
 * only administrators keep it (an emergency stop, logged on the record). Filtered out of the declared codes.
 */
const DIRECT_STOP_SALE = new Set([spu.permission('suspend'), sku.permission('suspend')]);
export const withoutDirectStopSale = (codes: PermissionDecl[]): PermissionDecl[] => codes.filter((p) => !DIRECT_STOP_SALE.has(p.code));

const skuKey = z.object({ id: z.string().trim().min(1).max(40) });

export function stateRequestRoutes(database: Database, outbox: Outbox) {
  const $ = transitionRequestRoutes(stateRequestKit(), { database, outbox });
  const inventory = readRoute((r) => inventoryOf($.kit, database.db, r.query, $.scopes(r)), STATE_REQUEST_READ);
  const state = readRoute((r) => skuState($.kit, database.db, parse(skuKey, r.params).id, $.scopes(r).sku), STATE_REQUEST_READ);
  const v = (path: string) => `/api/v1/product/${path}`;
  return (app: FastifyInstance) => {
    app.post(v('spu/batchnewstate'), $.submit);
    app.post(v('spu/state/process/batchnewstate'), $.submit);
    app.get(v('spu/state/process/list'), $.list);
    app.get(v('spu/state/process/export'), $.export);
    app.get(v('spu/state/process/inventory'), inventory);
    app.post(v('spu/state/process/approve'), $.decide);
    app.get(v('spu/state/process/:id'), $.detail);
    app.get(v('skustate/:id'), state);
  };
}
