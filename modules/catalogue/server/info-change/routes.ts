// `/api-product` routes of the product change requests (商品信息变更, 001 §7 spuskuchange), one line per path
// (README: Product change requests): list, detail, the create form's data, submit, attachments upload, the
// Amazon check and the spreadsheet import. Approving, rejecting and withdrawing are the approval engine's
// commands (its routes under /api-auth/api/v1/approval, as for 状态变更申请).
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { infoChange, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { infoChanges } from './info-change.schema.ts';
import { bomImportKind } from './info-change-import.ts';
import { amazonListings, createForm, isAmazonInput, requestDetail } from './info-change-reads.ts';
import { infoChangeServices } from './info-change-services.ts';
import { submitInfoChange, submitInput } from './info-change-submit.ts';
import { infoChangeUploadRoute } from './info-change-upload.ts';

export const INFO_CHANGE_SCREEN = '/commodity/information/commodity-info-change';
const READ = infoChange.permission('read');
const CREATE = infoChange.permission('create');

/** 商品资料 → 商品信息变更. */
export const infoChangeMenu: MenuDecl = { name: '商品信息变更', url: INFO_CHANGE_SCREEN, area: 'catalogue', permission: READ };
/** Its 新增 and 详情 screens, opened from the list: permitted with their codes, never listed in the menu. */
export const infoChangeSubScreens: MenuDecl[] = [
  { name: '新增商品信息变更', url: `${INFO_CHANGE_SCREEN}/create`, area: 'catalogue', permission: CREATE, hidden: true },
  { name: '商品信息变更详情', url: `${INFO_CHANGE_SCREEN}/detail`, area: 'catalogue', permission: READ, hidden: true },
];

export const infoChangePermissions: PermissionDecl[] = [
  { code: READ, name: `${infoChange.label}-查看` },
  { code: CREATE, name: `${infoChange.label}-提交` },
  { code: infoChange.permission('import'), name: `${infoChange.label}-导入` },
];

const spuQuery = z.object({ spu_id: z.uuid('请选择SPU') });
const byId = z.object({ id: z.uuid('记录编号不正确') });

export function infoChangeRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const s = infoChangeServices();
  const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
  /** A request follows its SPU's data rule (the owner rule: the SPU's 开发人员). */
  const scope = (r: FastifyRequest) => {
    const rule = spuScope(r);
    return rule ? sql`${infoChanges.spu_id} in (select ${spus.id} from ${spus} where ${rule})` : undefined;
  };
  const $ = entityRoutes(s.infoChange, database, { scope });
  const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('spuskuchange/list'), $.list);
    app.get(
      v('spuskuchange/create'),
      readRoute((r) => createForm(database.db, parse(spuQuery, r.query).spu_id, spuScope(r)), CREATE),
    );
    app.post(
      v('spuskuchange'),
      commandRoute(
        database,
        async (r, tx) => {
          const submitted = await submitInfoChange(tx, s, outbox, parse(submitInput, r.body ?? {}), actorOf(r), spuScope(r));
          return { ...(await requestDetail(tx, s, submitted.id, undefined)), approval: submitted.approval };
        },
        CREATE,
      ),
    );
    infoChangeUploadRoute(`/api/v1/product/spuskuchange/upload`, CREATE)(app);
    app.post(
      v('spuskuchange/isamazon'),
      // The create screen asks it, a reader too (the detail's warning): either code.
      readRoute((r) => amazonListings(database.db, parse(isAmazonInput, r.body ?? {}), spuScope(r)), [READ, CREATE]),
    );
    fileTasks?.mountImportKind(app, v('spuskuchange/bomupload'), bomImportKind(ctx, s)); // and spuskuchange/bomupload/template
    app.get(
      v('spuskuchange/:id'),
      readRoute((r) => requestDetail(database.db, s, parse(byId, r.params).id, $.access(r).scope), READ),
    );
  };
}
