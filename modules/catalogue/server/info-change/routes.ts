// `/api-product` routes of the product change requests (商品信息变更, 001 §7 spuskuchange), one line per path
// (README: Product change requests): the engine's declared change request (list, the create form's data, submit,
// detail, the attachments upload, the spreadsheet import) beside the Amazon check. Approving, rejecting and
// withdrawing are the approval engine's commands (its routes under /api-auth/api/v1/approval).
import { changeImport, changeRequestRoutes, mountChangeUpload } from '@entrepot/hub-server/change-requests';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { infoChange, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { amazonListings, isAmazonInput } from './info-change-amazon.ts';
import { infoChangeKit } from './info-change-services.ts';

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

export function infoChangeRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'files' | 'outbox'>) {
  const $ = changeRequestRoutes(infoChangeKit(), ctx);
  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('spuskuchange/list'), $.list);
    app.get(v('spuskuchange/create'), $.form);
    app.post(v('spuskuchange'), $.submit);
    mountChangeUpload($, ctx, app, v('spuskuchange/upload'));
    app.post(
      v('spuskuchange/isamazon'),
      // The create screen asks it, a reader too (the detail's warning): either code.
      readRoute((r) => amazonListings(ctx.database.db, parse(isAmazonInput, r.body ?? {}), rowScope(spu, spus, requestUser(r).access)), [READ, CREATE]),
    );
    // and spuskuchange/bomupload/template
    ctx.fileTasks?.mountImportKind(app, v('spuskuchange/bomupload'), changeImport($, ctx, 'catalogue.infochange.bomupload'));
    app.get(v('spuskuchange/:id'), $.detail);
  };
}
