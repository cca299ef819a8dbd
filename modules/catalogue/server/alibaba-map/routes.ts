// `/api-product` routes of the 1688 mappings (1688映射, 1688修改日志) (README: 1688 mapping): the declared resource
// (../../entities/reference-resources.ts: list, export, create, detail, update, its log, import and template), then
// one line per path for the spec's others: alibaba/map/log, logExport (the declared operation log) and off.
import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import { type MenuDecl, type ModuleContext, mountResources, type PermissionDecl } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { commandRoute } from '@entrepot/server-kit/entity';
import { operationLogRoutes } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALIBABA_MAP_LOG_SCREEN, ALIBABA_MAP_PATHS, alibabaMap, alibabaMapLog, PRODUCT_BASE, referenceResources as R } from '../../entities/index.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';
import { offMappings } from './alibaba-map-off.ts';
import { alibabaMapServices } from './alibaba-map-services.ts';

const can = (action: string) => alibabaMap.permission(action);

/** 商品资料 → 1688映射, 1688修改日志. */
export const alibabaMapMenus: MenuDecl[] = [
  screenMenu(R.alibabaMap, 'catalogue'),
  { name: alibabaMapLog.label, url: ALIBABA_MAP_LOG_SCREEN, area: 'catalogue', permission: can('read') },
];

/** No delete: a mapping is unlinked (解除关联, its own code `off`) and kept as the history of what was bought where. */
export const alibabaMapPermissions: PermissionDecl[] = permissionCodesOf(alibabaMap).filter((p) => p.code !== can('delete'));

export function alibabaMapRoutes(ctx: ModuleContext) {
  const { database, outbox } = ctx;
  const s = alibabaMapServices();
  return (app: FastifyInstance) => {
    const $ = mountResources(app, ctx, s.catalogue.registry, { map: { resource: R.alibabaMap, service: s.alibabaMap } }).map;
    const scope = (r: FastifyRequest) => $.access(r).scope;
    const v = (path: string) => `${PRODUCT_BASE}/${path}`;
    // 1688修改日志: the declared operation log over the mappings the caller may see, and its xlsx
    const { offer_id, spec_id, sku_id, sku_code, id: map_id } = alibabaMaps;
    const log = operationLogRoutes(alibabaMapLog, database, {
      table: alibabaMaps,
      columns: { map_id, sku_id, sku_code, offer_id, spec_id },
      scope,
      registry: s.catalogue.registry,
    });
    app.get(v(ALIBABA_MAP_PATHS.log), log.list);
    app.get(v(ALIBABA_MAP_PATHS.logExport), log.export);
    app.post(
      v(ALIBABA_MAP_PATHS.off),
      commandRoute(database, (r, tx) => offMappings(tx, s, r.body, requestUser(r), scope(r), outbox), can('off')),
    );
  };
}
