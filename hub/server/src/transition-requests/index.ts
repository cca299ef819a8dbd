// A declared transition request's server (`@entrepot/hub-server/transition-requests`; the declaration is
// `defineTransitionRequest` in @entrepot/entity): the handlers a module mounts at its own paths and the decisions it
// follows. Permissions are the request entity's: `read` (list, export, detail, deciding from its screen) and
// `create` (submit). Approving, rejecting and withdrawing are the approval engine's (its routes under /api-auth).

import { serverPaths, type TransitionRequestDecl } from '@entrepot/entity';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { commandRoute, queryList, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { approvalApproveInput, approvalRejectInput, approveApproval, rejectApproval } from '../approvals/public.ts';
import type { MenuDecl, PermissionDecl } from '../module.ts';
import { waitingRoute } from '../request-waiting.ts';
import { followTransitionDecisions } from './decide.ts';
import { TransitionKit, type TransitionKitOptions } from './kit.ts';
import { listRows, listSource, requestDetail, requestRow, requestVisible, waitingOn } from './reads.ts';
import { submissionOf, submitInput, submitTransition } from './submit.ts';

export { type MoveTargets, type TargetScopes, TransitionKit, type TransitionKitOptions } from './kit.ts';
export { historyOf, lineView, requestRow, requestView, requestVisible, visibleLinesOf } from './reads.ts';
export { type Submission, submitTransition } from './submit.ts';

export interface TransitionRequestRoutes {
  kit: TransitionKit;
  /** The requests with a line the reader may see (the declared list: filters, counts, paging). */
  list: Route;
  export: Route;
  /** The submit: checked records, the request, its approval (`create`). */
  submit: Route;
  /** `/:id`: a request with the lines the reader may see (`read`). */
  detail: Route;
  /** `{id (or number), action: approve|reject, comment?, level?}`: the caller's decision on its current level, from its screen. */
  decide: Route;
  /** `?kind=<target>&ids=`: the request waiting on each of these records (a list marks them 审批中; the target's read code). */
  waiting: Route;
  /** The reader's data rules on every target. */
  scopes(r: FastifyRequest): ReturnType<TransitionKit['scopes']>;
}

const byId = z.object({ id: z.uuid('记录编号不正确') });
const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** The routes of one declared transition request; the module follows its decisions from here on (`subscriber`). */
export function transitionRequestRoutes(options: TransitionKitOptions, ctx: { database: Database; outbox: Outbox }): TransitionRequestRoutes {
  const kit = new TransitionKit(options);
  const { database, outbox } = ctx;
  const { decl } = kit;
  const [read, create] = [decl.request.permission('read'), decl.request.permission('create')];
  const scopes = (r: FastifyRequest) => kit.scopes(requestUser(r).access);
  const input = submitInput(kit);
  const listed = { source: (r: FastifyRequest) => listSource(kit, requestUser(r).id, scopes(r)), rows: listRows(kit) };
  const decision = z.looseObject({
    id: z.string(`请选择${decl.label}`).trim().min(1, `请选择${decl.label}`).max(40, `请选择${decl.label}`),
    action: z.enum(['approve', 'reject'], '审批操作应为 approve 或 reject').default('approve'),
  });
  return {
    kit,
    scopes,
    list: queryList(decl.list, database, listed),
    export: queryExport(decl.list, database, { ...listed, file: decl.label }),
    submit: commandRoute(
      database,
      async (r, tx) => {
        const { id, name } = requestUser(r);
        const submitted = await submitTransition(tx, kit, outbox, submissionOf(kit, parse(input, r.body ?? {})), { id, name }, scopes(r));
        return { ...(await requestDetail(kit, tx, submitted.id, scopes(r))), approval: submitted.approval };
      },
      create,
    ),
    detail: readRoute((r) => requestDetail(kit, database.db, parse(byId, r.params).id, scopes(r)), read),
    waiting: waitingRoute(decl.targets, (r, kind, ids) => waitingOn(kit, database.db, kind, ids, scopes(r))),
    decide: commandRoute(
      database,
      async (r, tx) => {
        const { id, action, ...rest } = parse(decision, r.body ?? {});
        const request = await requestRow(kit, tx, id, !isUuid(id));
        if (!(await requestVisible(kit, tx, String(request.id), scopes(r)))) throw notFound(decl.label);
        const approvalId = request.approval_request_id as string | null;
        if (!approvalId) throw conflict('该申请没有审批流程');
        const userId = requestUser(r).id;
        const approval =
          action === 'approve'
            ? await approveApproval(tx, outbox, approvalId, parse(approvalApproveInput, rest), userId)
            : await rejectApproval(tx, outbox, approvalId, parse(approvalRejectInput, rest), userId);
        const { status, status_label, flow_name, current_level, current_level_name } = approval;
        return {
          ...(await requestDetail(kit, tx, String(request.id), scopes(r))),
          approval: { id: approval.id, status, status_label, flow_name, current_level, current_level_name },
        };
      },
      read,
    ),
  };
}

/** The decisions on these requests, applied (ModuleManifest.subscribe); `subscriber` names the outbox subscription. */
export const followTransitions = (options: TransitionKitOptions, outbox: Outbox, subscriber: string) =>
  followTransitionDecisions(new TransitionKit(options), outbox, subscriber);

/** Mounts the request's routes at its declared paths (`decl.api`): list, export, submit, detail, decide, waiting. */
export function mountTransitionRequest(app: FastifyInstance, routes: TransitionRequestRoutes): void {
  const at = (action: string) => serverPaths(routes.kit.decl.api, action);
  for (const path of at('submit')) app.post(path, routes.submit);
  for (const path of at('list')) app.get(path, routes.list);
  for (const path of at('export')) app.get(path, routes.export);
  for (const path of at('decide')) app.post(path, routes.decide);
  for (const path of at('waiting')) app.get(path, routes.waiting);
  for (const path of at('detail')) app.get(path, routes.detail);
}

/** Its list in the menu of `area` (a request opens there). */
export const transitionRequestMenu = (decl: TransitionRequestDecl, area: string): MenuDecl => ({
  name: decl.screen.menu ?? decl.label,
  url: decl.screen.url,
  area,
  permission: decl.request.permission('read'),
});

/** Its codes: 查看 (and deciding from its screen) and 提交. */
export const transitionRequestPermissions = (decl: TransitionRequestDecl): PermissionDecl[] => [
  { code: decl.request.permission('read'), name: `${decl.label}-查看` },
  { code: decl.request.permission('create'), name: `${decl.label}-提交` },
];
