// `/api-product` routes of the standard price (标准价), one line per path (README: Standard price): the
// spec's standardpriceratioconfig (GET) and standardpriceratioconfig/{id} (PUT); ours beside them: the
// category override's create and delete, the row's detail and operation log, the SKUs' 标准价 and its export.
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { entityRoutes } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { sku, standardPriceRatio } from '../../entities/index.ts';
import { standardPriceExport } from './standard-price-export.ts';
import { standardPriceListRoute } from './standard-price-list.ts';
import { standardPriceServices } from './standard-price-services.ts';

export const STANDARD_PRICE_SCREEN = '/commodity/information/standard-price';

/** 商品资料 → 标准价: the SKUs' prices need the SKU read code (the ratios' own code guards the 倍率设置 panel). */
export const standardPriceMenu: MenuDecl = { name: '标准价', url: STANDARD_PRICE_SCREEN, area: 'catalogue', permission: sku.permission('read') };

/** The ratios are edited on the screen, not imported or exported: read, create, update, delete. */
const OWN_ACTIONS = new Set(['read', 'create', 'update', 'delete'].map((a) => standardPriceRatio.permission(a)));
export const standardPricePermissions: PermissionDecl[] = permissionCodesOf(standardPriceRatio).filter((p) => OWN_ACTIONS.has(p.code));

export function standardPriceRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const s = standardPriceServices();
  const ratio$ = entityRoutes(s.ratio, database, { changes: outbox });
  const exportRoute = fileTasks?.exportKind(standardPriceExport(database, s.catalogue.registry));

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('standardpriceratioconfig'), ratio$.list);
    app.put(v('standardpriceratioconfig/:id'), ratio$.update);
    app.post(v('standardpriceratioconfig'), ratio$.create);
    app.get(v('standardpriceratioconfig/:id'), ratio$.detail);
    app.delete(v('standardpriceratioconfig/:id'), ratio$.remove);
    app.get(v('standardpriceratioconfig/:id/logs'), ratio$.auditTrail);

    app.get(v('standardprice/list'), standardPriceListRoute(database, s.catalogue.registry));
    if (exportRoute) app.get(v('standardprice/export'), exportRoute);
  };
}
