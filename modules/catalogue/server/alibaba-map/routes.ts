// `/api-product` routes of the 1688 mappings (1688映射, 1688修改日志), one line per path (README: 1688 mapping):
// the spec's alibaba/map/list, export, log, logExport, off; ours beside them: the form's create, detail,
// update and operation log, and the import with its template.
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes } from '@entrepot/server-kit/entity';
import { operationLogRoutes } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alibabaMap, alibabaMapLog } from '../../entities/index.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';
import { offMappings } from './alibaba-map-off.ts';
import { alibabaMapServices } from './alibaba-map-services.ts';

export const ALIBABA_MAP_SCREEN = '/commodity/information/1688map';
export const ALIBABA_MAP_LOG_SCREEN = '/commodity/information/1688modifylog';

const can = (action: string) => alibabaMap.permission(action);

/** 商品资料 → 1688映射, 1688修改日志. */
export const alibabaMapMenus: MenuDecl[] = [
  { name: '1688映射', url: ALIBABA_MAP_SCREEN, area: 'catalogue', permission: can('read') },
  { name: '1688修改日志', url: ALIBABA_MAP_LOG_SCREEN, area: 'catalogue', permission: can('read') },
];

/** No delete: a mapping is unlinked (解除关联, its own code `off`) and kept as the history of what was bought where. */
export const alibabaMapPermissions: PermissionDecl[] = permissionCodesOf(alibabaMap).filter((p) => p.code !== can('delete'));

export function alibabaMapRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const s = alibabaMapServices();
  const map$ = entityRoutes(s.alibabaMap, database, { changes: outbox });
  fileTasks?.add({ service: s.alibabaMap, registry: s.catalogue.registry, changes: outbox });
  const exportRoute = fileTasks?.routes(alibabaMap.name).export;
  const scope = (r: FastifyRequest) => map$.access(r).scope;

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('alibaba/map/list'), map$.list);
    if (exportRoute) app.get(v('alibaba/map/export'), exportRoute);
    // 1688修改日志: the declared operation log over the mappings the caller may see, and its xlsx
    const { offer_id, spec_id, sku_id, sku_code, id: map_id } = alibabaMaps;
    const log = operationLogRoutes(alibabaMapLog, database, {
      table: alibabaMaps,
      columns: { map_id, sku_id, sku_code, offer_id, spec_id },
      scope,
      registry: s.catalogue.registry,
    });
    app.get(v('alibaba/map/log'), log.list);
    app.get(v('alibaba/map/logExport'), log.export);
    app.post(
      v('alibaba/map/off'),
      commandRoute(database, (r, tx) => offMappings(tx, s, r.body, requestUser(r), map$.access(r).scope, outbox), can('off')),
    );
    fileTasks?.mountImport(app, v('alibaba/map'), alibabaMap.name); // alibaba/map/import, alibaba/map/template

    app.post(v('alibaba/map'), map$.create);
    app.get(v('alibaba/map/:id'), map$.detail);
    app.put(v('alibaba/map/:id'), map$.update);
    app.get(v('alibaba/map/:id/logs'), map$.auditTrail);
  };
}
