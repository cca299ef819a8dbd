// A declared change request's server (`@entrepot/hub-server/change-requests`; the declaration is
// `defineChangeRequest` in @entrepot/entity): the handlers a module mounts at its own paths, the import kind, the
// decisions it follows. Permissions are the request entity's: `read`, `create` (submit), `import`.
// Approving, rejecting and withdrawing are the approval engine's commands (its routes under /api-auth).

import type { ChangeRequestDecl } from '@entrepot/entity';
import { serverPaths } from '@entrepot/entity';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MenuDecl, ModuleContext, PermissionDecl } from '../module.ts';
import { waitingRoute } from '../request-waiting.ts';
import { followChangeDecisions } from './decide.ts';
import { changeImportKind } from './import.ts';
import { ChangeKit, type ChangeKitOptions } from './kit.ts';
import { createForm, requestDetail, waitingOn } from './reads.ts';
import { submissionOf, submitChange, submitInput } from './submit.ts';

export { ChangeKit, type ChangeKitOptions } from './kit.ts';
export { type Submission, submitChange } from './submit.ts';

const byId = z.object({ id: z.uuid('记录编号不正确') });

export interface ChangeRequestRoutes {
  kit: ChangeKit;
  /** The requests the reader's subject rule lets him see (the entity's list: filters, counts, export). */
  list: Route;
  /** `?<subject>_id=`: the create form's data (`create` permission). */
  form: Route;
  /** The submit: checked lines, the request, its approval (`create`). */
  submit: Route;
  /** `/:id`: a request with its lines, attachments and approval (`read`). */
  detail: Route;
  /** `?kind=<target>&ids=`: the request waiting on each of these records (a list marks them 审批中; the target's read code). */
  waiting: Route;
}

/** The routes of one declared change request; with `ctx.outbox`, the module follows its decisions from here on. */
export function changeRequestRoutes(options: ChangeKitOptions, ctx: Pick<ModuleContext, 'database' | 'outbox'>): ChangeRequestRoutes {
  const kit = new ChangeKit(options);
  const { database, outbox } = ctx;
  const decl = kit.decl.request;
  const $ = entityRoutes(kit.service, database);
  const [read, create] = [decl.permission('read'), decl.permission('create')];
  const subjectScope = (r: FastifyRequest) => kit.subjectScope(requestUser(r).access);
  const formQuery = z.object({ [`${kit.decl.subject}_id`]: z.uuid(`请选择${kit.subject.decl.label}`) });
  const input = submitInput(kit);
  return {
    kit,
    list: $.list,
    form: readRoute((r) => createForm(kit, database.db, String(parse(formQuery, r.query)[`${kit.decl.subject}_id`]), subjectScope(r)), create),
    submit: commandRoute(
      database,
      async (r, tx) => {
        const actor = { id: requestUser(r).id, name: requestUser(r).name };
        const submitted = await submitChange(tx, kit, outbox, submissionOf(kit, parse(input, r.body ?? {})), actor, subjectScope(r));
        return { ...(await requestDetail(kit, tx, submitted.id, undefined)), approval: submitted.approval };
      },
      create,
    ),
    detail: readRoute((r) => requestDetail(kit, database.db, parse(byId, r.params).id, $.access(r).scope), read),
    waiting: waitingRoute(kit.decl.targets, (r, kind, ids) => waitingOn(kit, database.db, kind, ids, subjectScope(r))),
  };
}

/**
 * `POST <url>` (multipart `files[]`): a request's attachments — pictures or documents — stored as the caller's
 * uploads (type checked against the bytes); the answer's ids are what the submit sends as `attachments` (a request
 * takes only files its submitter uploaded). Absent without the platform's files.
 */
export function mountChangeUpload(routes: ChangeRequestRoutes, ctx: Pick<ModuleContext, 'database' | 'files'>, app: FastifyInstance, url: string): void {
  const permission = routes.kit.decl.request.permission('create');
  const purpose = `${routes.kit.decl.request.name}:attachments`;
  ctx.files?.mountUpload(app, url, { permission }, (request, files) =>
    ctx.database.tx(async (tx) => ({ files: await ctx.files!.store(tx, files, { purpose, imagesOnly: false, ownerId: requestUser(request).id }) })),
  );
}

/** The decisions on these requests, applied (ModuleManifest.subscribe). */
export const followChanges = (options: ChangeKitOptions, outbox: ModuleContext['outbox']) => followChangeDecisions(new ChangeKit(options), outbox);
/** The spreadsheet import of the first child target's changes, as a file task kind. */
export const changeImport = (routes: ChangeRequestRoutes, ctx: Pick<ModuleContext, 'database' | 'outbox'>, kind: string) =>
  changeImportKind(routes.kit, ctx, kind);

/**
 * Mounts the request's routes at its declared paths (`decl.api`): list, form, submit, detail, and the attachments'
 * upload and the spreadsheet import (`<import>` and `<import>/template`) when declared and the platform serves files.
 */
export function mountChangeRequest(
  app: FastifyInstance,
  routes: ChangeRequestRoutes,
  ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'files' | 'outbox'>,
): void {
  const { api } = routes.kit.decl;
  const at = (action: string) => serverPaths(api, action);
  for (const path of at('list')) app.get(path, routes.list);
  for (const path of at('form')) app.get(path, routes.form);
  for (const path of at('submit')) app.post(path, routes.submit);
  for (const path of at('upload')) mountChangeUpload(routes, ctx, app, path);
  for (const path of at('import')) ctx.fileTasks?.mountImportKind(app, path, changeImport(routes, ctx, `${routes.kit.decl.request.name}.import`));
  for (const path of at('waiting')) app.get(path, routes.waiting);
  for (const path of at('detail')) app.get(path, routes.detail);
}

/** Its list in the menu of `area`, and its create and detail screens (opened from the list, never listed). */
export function changeRequestMenus(decl: ChangeRequestDecl, area: string): MenuDecl[] {
  const [read, create] = [decl.request.permission('read'), decl.request.permission('create')];
  const { url, menu } = decl.screen;
  return [
    { name: menu ?? decl.label, url, area, permission: read },
    { name: `新增${decl.label}`, url: `${url}/create`, area, permission: create, hidden: true },
    { name: `${decl.label}详情`, url: `${url}/detail`, area, permission: read, hidden: true },
  ];
}

/** Its codes: 查看, 提交 and, when it imports, 导入. */
export const changeRequestPermissions = (decl: ChangeRequestDecl): PermissionDecl[] => [
  { code: decl.request.permission('read'), name: `${decl.label}-查看` },
  { code: decl.request.permission('create'), name: `${decl.label}-提交` },
  ...(decl.api.paths.import ? [{ code: decl.request.permission('import'), name: `${decl.label}-导入` }] : []),
];
