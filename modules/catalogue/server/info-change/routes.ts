// `/api-product` routes of the product change requests (商品信息变更, 001 §7 spuskuchange) (README: Product change
// requests): the engine's declared change request at its declared paths (`entities/info-change.entity.ts`: list, the
// create form's data, submit, detail, the attachments upload, the spreadsheet import) beside the Amazon check.
// Approving, rejecting and withdrawing are the approval engine's commands (its routes under /api-auth/api/v1/approval).
import { changeRequestMenus, changeRequestPermissions, changeRequestRoutes, mountChangeRequest } from '@entrepot/hub-server/change-requests';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { infoChange, infoChangeRequest, PRODUCT_BASE, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { amazonListings, isAmazonInput } from './info-change-amazon.ts';
import { infoChangeKit } from './info-change-services.ts';

/** 商品资料 → 商品信息变更, and its 新增 and 详情 screens. */
export const infoChangeMenus = changeRequestMenus(infoChangeRequest, 'catalogue');
export const infoChangePermissions = changeRequestPermissions(infoChangeRequest);

export function infoChangeRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'files' | 'outbox'>) {
  const $ = changeRequestRoutes(infoChangeKit(), ctx);
  // The create screen asks it, a reader too (the detail's warning): either code.
  const isAmazon = readRoute(
    (r) => amazonListings(ctx.database.db, parse(isAmazonInput, r.body ?? {}), rowScope(spu, spus, requestUser(r).access)),
    [infoChange.permission('read'), infoChange.permission('create')],
  );
  return (app: FastifyInstance) => {
    mountChangeRequest(app, $, ctx);
    app.post(`${PRODUCT_BASE}/spuskuchange/isamazon`, isAmazon);
  };
}
