// `/api-product` routes of the state-change requests (api-catalogue.tsv, 001 §7 SPU family): spu/batchnewstate
// and spu/state/process/batchnewstate (submit), spu/state/process/list, skustate/{id}, and our
// spu/state/process/{id} (one request with its lines) — README: State changes through approval. Approving,
// rejecting and withdrawing are the approval engine's commands (its routes under /api-auth/api/v1/approval,
// and spu/state/process/approve in spu-family/routes.ts).
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { pageQueryWithFilters, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { commandRoute, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sku, spu } from '../entities/index.ts';
import { spus } from './catalogue.schema.ts';
import { type ListFilters, listStateRequests, skuState, stateRequestDetail } from './state-request-queries.ts';
import { REQUESTABLE } from './state-request-rules.ts';
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

const day = z.iso
  .date('日期格式应为YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));
const listQuery = pageQueryWithFilters.extend({
  /** One status or several, comma-separated. */
  status: z
    .string()
    .optional()
    .transform((v) => v?.split(',').filter(Boolean))
    .pipe(z.array(z.enum(['pending', 'approved', 'rejected', 'withdrawn'], '状态不正确')).optional()),
  transition: z.enum(REQUESTABLE, '申请类型不正确').optional(),
  code: z.string().trim().max(40).optional(),
  sku: z.string().trim().max(40).optional(),
  requested_by: z.uuid('申请人不正确').optional(),
  requester: z.string().trim().max(50).optional(),
  /** `mine=1`: my own requests. */
  mine: z.enum(['0', '1']).optional(),
  created_from: day,
  created_to: day,
});
const byId = z.object({ id: z.uuid('记录编号不正确') });

export function stateRequestRoutes(database: Database, outbox: Outbox) {
  const submit = commandRoute(
    database,
    (r, tx) => {
      const user = requestUser(r);
      const input = parse(submitInput, r.body ?? {});
      return submitStateRequest(tx, outbox, input, { id: user.id, name: user.name }, rowScope(spu, spus, user.access)).then((s) =>
        stateRequestDetail(tx, s.id).then((detail) => ({ ...detail, approval: s.approval })),
      );
    },
    STATE_REQUEST_CREATE,
  );
  const list = readRoute((r) => {
    const { mine, page, per_page, ...filters } = parse(listQuery, withoutEmpty(r.query));
    const f: ListFilters = { ...filters, ...(mine === '1' ? { requested_by: requestUser(r).id } : {}) };
    return listStateRequests(database.db, f, { page, per_page });
  }, STATE_REQUEST_READ);
  const detail = readRoute((r) => stateRequestDetail(database.db, parse(byId, r.params).id), STATE_REQUEST_READ);
  const state = readRoute((r) => skuState(database.db, parse(z.object({ id: z.string().trim().min(1).max(40) }), r.params).id), STATE_REQUEST_READ);

  const v1 = '/api/v1/product';
  return (app: FastifyInstance) => {
    app.post(`${v1}/spu/batchnewstate`, submit);
    app.post(`${v1}/spu/state/process/batchnewstate`, submit);
    app.get(`${v1}/spu/state/process/list`, list);
    // spu/state/process/inventory and spu/state/process/approve: spu-family/routes.ts
    app.get(`${v1}/spu/state/process/:id`, detail);
    app.get(`${v1}/skustate/:id`, state);
  };
}
