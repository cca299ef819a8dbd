// `/api-product` routes of the state-change requests (README: State changes through approval): the engine's declared
// transition request at its declared paths (`entities/state-request.query.ts`: submit, list, export, one request, a
// decision taken from its screen) beside the catalogue's own reads — the stock of a request's SKUs
// (spu/state/process/inventory) and one SKU's state with its requests (skustate/{id}).
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { mountTransitionRequest, transitionRequestMenu, transitionRequestPermissions, transitionRequestRoutes } from '@entrepot/hub-server/transition-requests';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { readRoute } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_BASE, sku, spu, stateRequest } from '../entities/index.ts';
import { stateRequestKit } from './state-request-apply.ts';
import { inventoryOf, skuState } from './state-request-queries.ts';

const READ = stateRequest.request.permission('read');
export const stateRequestMenu = transitionRequestMenu(stateRequest, 'catalogue');
export const stateRequestPermissions = transitionRequestPermissions(stateRequest);

/**
 * 停售 goes through a request: the direct suspend of an SPU or SKU is no longer a code a role can hold, so
 * only administrators keep it (an emergency stop, logged on the record). Filtered out of the declared codes.
 */
const DIRECT_STOP_SALE = new Set([spu.permission('suspend'), sku.permission('suspend')]);
export const withoutDirectStopSale = (codes: PermissionDecl[]): PermissionDecl[] => codes.filter((p) => !DIRECT_STOP_SALE.has(p.code));

const skuKey = z.object({ id: z.string().trim().min(1).max(40) });

export function stateRequestRoutes(database: Database, outbox: Outbox) {
  const $ = transitionRequestRoutes(stateRequestKit(), { database, outbox });
  const inventory = readRoute((r) => inventoryOf($.kit, database.db, r.query, $.scopes(r)), READ);
  const state = readRoute((r) => skuState($.kit, database.db, parse(skuKey, r.params).id, $.scopes(r).sku), READ);
  return (app: FastifyInstance) => {
    mountTransitionRequest(app, $);
    app.get(`${PRODUCT_BASE}/spu/state/process/inventory`, inventory);
    app.get(`${PRODUCT_BASE}/skustate/:id`, state);
  };
}
