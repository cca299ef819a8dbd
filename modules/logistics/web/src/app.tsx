import { logisticsResources } from '@entrepot/module-logistics/entities';
import { type AreaRoutes, screenRoute } from '@entrepot/web/area';
import { LOGISTICS_LOOKUPS } from './entity/logistics-urls.ts';

// Hash path → page, at the screens the resources declare (entities/resources.ts; the menu names them too): each
// the derived list with filters, form, detail with its log, 启用/停用, import and export.
export const routes: AreaRoutes = Object.values(logisticsResources).map((r) => screenRoute(r, { lookups: LOGISTICS_LOOKUPS, className: 'logistics-page' }));
