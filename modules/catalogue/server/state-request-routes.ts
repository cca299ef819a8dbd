// `/api-product` routes of the state-change requests (api-catalogue.tsv, 001 §7 SPU family): spu/batchnewstate
// and spu/state/process/batchnewstate (submit), spu/state/process/list and our spu/state/process/export, skustate/{id}, and our
// spu/state/process/{id} (one request with its lines) — README: State changes through approval. Approving,
// rejecting and withdrawing are the approval engine's commands (its routes under /api-auth/api/v1/approval,
// and spu/state/process/approve in spu-family/routes.ts).
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { commandRoute, queryList, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sku, spu, stateRequestList } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import type { StateRequestStatus } from './state-request.schema.ts';
import { type ReaderScope, skuState, stateRequestDetail, stateRequestSource } from './state-request-queries.ts';
import { requestStatusLabel, transitionLabel } from './state-request-rules.ts';
import { submitInput, submitStateRequest } from './state-request-submit.ts';

export const STATE_REQUEST_READ = 'catalogue.stateRequest.read';
export const STATE_REQUEST_CREATE = 'catalogue.stateRequest.create';

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

const byId = z.object({ id: z.uuid('记录编号不正确') });

/** The reader's SPU and SKU data rules: a request shows only the lines they may see (README: 状态变更申请). */
export const readerScope = (r: FastifyRequest): ReaderScope => {
  const access = requestUser(r).access;
  return { spu: rowScope(spu, spus, access), sku: rowScope(sku, skus, access) };
};

export function stateRequestRoutes(database: Database, outbox: Outbox) {
  const submit = commandRoute(
    database,
    (r, tx) => {
      const user = requestUser(r);
      const input = parse(submitInput, r.body ?? {});
      const scope = readerScope(r);
      return submitStateRequest(tx, outbox, input, { id: user.id, name: user.name }, scope.spu).then((s) =>
        stateRequestDetail(tx, s.id, scope).then((detail) => ({ ...detail, approval: s.approval })),
      );
    },
    STATE_REQUEST_CREATE,
  );
  // The declared query `stateRequestList`: filters, sort, paging and its export derived; labels of the codes added.
  const listed = {
    source: (r: FastifyRequest) => stateRequestSource(requestUser(r).id, readerScope(r)),
    rows: (rows: Record<string, unknown>[]) =>
      rows.map((r) => ({ ...r, transition_label: transitionLabel(String(r.transition)), status_label: requestStatusLabel(r.status as StateRequestStatus) })),
  };
  const detail = readRoute((r) => stateRequestDetail(database.db, parse(byId, r.params).id, readerScope(r)), STATE_REQUEST_READ);
  const skuKey = z.object({ id: z.string().trim().min(1).max(40) });
  const state = readRoute((r) => skuState(database.db, parse(skuKey, r.params).id, readerScope(r).sku), STATE_REQUEST_READ);

  const v1 = '/api/v1/product';
  return (app: FastifyInstance) => {
    app.post(`${v1}/spu/batchnewstate`, submit);
    app.post(`${v1}/spu/state/process/batchnewstate`, submit);
    app.get(`${v1}/spu/state/process/list`, queryList(stateRequestList, database, listed));
    app.get(`${v1}/spu/state/process/export`, queryExport(stateRequestList, database, { ...listed, file: '状态变更申请' }));
    // spu/state/process/inventory and spu/state/process/approve: spu-family/routes.ts
    app.get(`${v1}/spu/state/process/:id`, detail);
    app.get(`${v1}/skustate/:id`, state);
  };
}
