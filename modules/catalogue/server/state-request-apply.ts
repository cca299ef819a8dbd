// The state-change requests' kit (the engine's declared transition request, hub `transition-requests/`): the SPU
// and SKU tables and their own moves — an SPU through `moveSpu` (its SKUs follow), SKUs as one batch through
// `moveSkus` (one status-changed event) — which the approved lines go through.
import type { TransitionKitOptions } from '@entrepot/hub-server/transition-requests';
import { stateRequest } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { catalogueServices } from './services.ts';
import { moveSkus, type SkuTransition } from './sku.commands.ts';
import { moveSpu } from './spu.commands.ts';
import { stateRequestLines, stateRequests } from './state-request.schema.ts';

export function stateRequestKit(): TransitionKitOptions {
  const s = catalogueServices();
  return {
    decl: stateRequest,
    tables: { request: stateRequests, line: stateRequestLines },
    targets: {
      spu: {
        table: spus,
        move: async (tx, ids, transition, actor, outbox) => {
          for (const id of ids) await moveSpu(tx, s, id, transition, actor, outbox);
        },
      },
      sku: { table: skus, move: (tx, ids, transition, actor, outbox) => moveSkus(tx, s, ids, transition as SkuTransition, actor, outbox) },
    },
  };
}
