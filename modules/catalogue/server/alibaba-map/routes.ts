// `/api-product` routes of the 1688 mappings (1688映射, 1688修改日志), one line per path (README: 1688 mapping):
// the spec's alibaba/map/list, export, log, logExport, off; ours beside them: the form's create, detail,
// update and operation log, and the import with its template.
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, hiddenFields, type Route, readRoute } from '@entrepot/server-kit/entity';
import { sendXlsx } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alibabaMap } from '../../entities/index.ts';
import { alibabaMapLog, LOG_COLUMNS, logSheetRows, parseLogFilters } from './alibaba-map-log.ts';
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
  const hidden = (r: FastifyRequest) => hiddenFields(alibabaMap, requestUser(r).access);
  fileTasks?.add({ service: s.alibabaMap, registry: s.catalogue.registry, changes: outbox });
  const exportRoute = fileTasks?.routes(alibabaMap.name).export;
  /** The filtered log as an xlsx answered at once (a blob, as the spec's table says). */
  const logExport: Route = {
    config: { permission: can('export') },
    handler: (r, reply) => {
      const q = parseLogFilters(r.query);
      const name = `1688修改日志-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return sendXlsx(reply, name, LOG_COLUMNS, logSheetRows(database.db, q, map$.access(r).scope, hidden(r)));
    },
  };

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('alibaba/map/list'), map$.list);
    if (exportRoute) app.get(v('alibaba/map/export'), exportRoute);
    app.get(
      v('alibaba/map/log'),
      readRoute((r) => alibabaMapLog(database.db, parseLogFilters(r.query), map$.access(r).scope, hidden(r)), can('read')),
    );
    app.get(v('alibaba/map/logExport'), logExport);
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
