// `/api-product` routes of the custom product fields (001 §7 "Product fields"), one line per path: the field
// definitions' CRUD on field and field/{id} (+ ours: detail, log), the values across SPUs (field-data, + ours:
// its export), an SPU's values (field-product/{id}, + ours: its PUT), their import (field-upload, + ours: its
// template) and an SPU's tags (producttag/{id}). README: Product fields.
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productField, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { fieldData, fieldDataExport } from './field-data.ts';
import { fieldUploadKind, uploadColumns } from './field-upload.ts';
import { productFieldServices } from './product-field-services.ts';
import { productTags } from './product-tags.ts';
import { saveSpuFieldValues, spuFieldValues } from './spu-field-values.ts';

export const FIELD_SET_SCREEN = '/commodity/information/field-set';

/** 商品资料 → 字段设置. */
export const productFieldMenu: MenuDecl = { name: '字段设置', url: FIELD_SET_SCREEN, area: 'catalogue', permission: productField.permission('read') };

/** The definitions' CRUD codes (no import or export of definitions). */
export const productFieldPermissions: PermissionDecl[] = permissionCodesOf(productField).filter((p) =>
  ['read', 'create', 'update', 'delete'].some((a) => p.code === productField.permission(a)),
);

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const valuesBody = z.strictObject({ values: z.record(z.string(), z.unknown(), '字段值必须是对象（字段编码 → 值）') });
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);

export function productFieldRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const db = database.db;
  const s = productFieldServices();
  const field$ = entityRoutes(s.field, database, { changes: outbox });
  const upload = fieldUploadKind(ctx);

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('field'), field$.list);
    app.post(v('field'), field$.create);
    app.get(v('field/:id'), field$.detail);
    app.put(v('field/:id'), field$.update);
    app.delete(v('field/:id'), field$.remove);
    app.get(v('field/:id/logs'), field$.auditTrail);

    app.get(
      v('field-data'),
      readRoute((r) => fieldData(db, r.query, spuScope(r)), spu.permission('read')),
    );
    app.get(v('field-data/export'), fieldDataExport(db, spuScope, spu.permission('export')));
    app.get(
      v('field-product/:id'),
      readRoute((r) => spuFieldValues(db, idOf(r), spuScope(r)), spu.permission('read')),
    );
    app.put(
      v('field-product/:id'),
      commandRoute(database, (r, tx) => saveSpuFieldValues(tx, idOf(r), parse(valuesBody, r.body).values, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.get(
      v('producttag/:id'),
      readRoute((r) => productTags(db, idOf(r), spuScope(r)), spu.permission('read')),
    );
    // The template's columns follow the definitions: read again before each request of this scope.
    app.register(async (scope) => {
      scope.addHook('preHandler', async (request) => {
        if (request.method === 'GET') upload.columns = await uploadColumns(db);
      });
      fileTasks?.mountImportKind(scope, v('field-upload'), upload); // field-upload, field-upload/template
    });
  };
}
