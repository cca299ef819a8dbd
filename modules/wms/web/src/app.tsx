import type { AreaRoutes } from '@entrepot/web/area';
import { AreaPage } from './pages/area/area.page.tsx';
import { ReservoirPage } from './pages/reservoir/reservoir.page.tsx';
import { StockPage } from './pages/stock/stock.page.tsx';
import { StockMovementPage } from './pages/stock-movement/stock-movement.page.tsx';
import { StorageLocationPage } from './pages/storage-location/storage-location.page.tsx';
import { StorageSpecPage } from './pages/storage-spec/storage-spec.page.tsx';
import { WarehousePage } from './pages/warehouse/warehouse.page.tsx';
import { WarehouseGroupPage } from './pages/warehouse-group/warehouse-group.page.tsx';
import './wms.css';

// The spec's groups /warehouse/basic-information and /warehouse/Inventory-management (their sub-pages are
// ours; server/manifest.ts declares the same paths as menus) → the page of this area that renders each.
export const routes: AreaRoutes = [
  ['/warehouse/basic-information/warehouse', WarehousePage],
  ['/warehouse/basic-information/area', AreaPage],
  ['/warehouse/basic-information/reservoir', ReservoirPage],
  ['/warehouse/basic-information/storage-location', StorageLocationPage],
  ['/warehouse/basic-information/storage-spec', StorageSpecPage],
  ['/warehouse/basic-information/warehouse-group', WarehouseGroupPage],
  ['/warehouse/Inventory-management/stock', StockPage],
  ['/warehouse/Inventory-management/stock-movement', StockMovementPage],
];
