import { INVENTORY, wmsResources as R, RECEIVING, returnResources } from '@entrepot/module-wms/entities';
import { type AreaRoutes, FileTasksPage, ResourceListPage, screenRoute } from '@entrepot/web/area';
import { WMS_LOOKUPS } from './entity/wms-urls.ts';
import { AreaPage } from './pages/area/area.page.tsx';
import { ExceptionListPage } from './pages/receiving/exception-list.page.tsx';
import { InspectionPage } from './pages/receiving/inspection.page.tsx';
import { LabelingPage } from './pages/receiving/labeling.page.tsx';
import { PhotographPage } from './pages/receiving/photograph.page.tsx';
import { PointsPage } from './pages/receiving/points.page.tsx';
import { ReceiptListPage } from './pages/receiving/receipt-list.page.tsx';
import { ReceivedListPage } from './pages/receiving/received-list.page.tsx';
import { ShelvingPage } from './pages/receiving/shelving.page.tsx';
import { WeighPage } from './pages/receiving/weigh.page.tsx';
import { ReservoirPage } from './pages/reservoir/reservoir.page.tsx';
import { ReturnListPage } from './pages/returns/return-list.page.tsx';
import { ReturnRegisterPage } from './pages/returns/return-register.page.tsx';
import { ReturnShelfPage } from './pages/returns/return-shelf.page.tsx';
import { StockPage } from './pages/stock/stock.page.tsx';
import { StockSummaryPage } from './pages/stock/stock-summary.page.tsx';
import { StockMovementPage } from './pages/stock-movement/stock-movement.page.tsx';
import { StorageLocationPage } from './pages/storage-location/storage-location.page.tsx';
import { StorageSpecPage } from './pages/storage-spec/storage-spec.page.tsx';
import { WarehousePage } from './pages/warehouse/warehouse.page.tsx';
import { WarehouseGroupPage } from './pages/warehouse-group/warehouse-group.page.tsx';
import './wms.css';

// The spec's groups /warehouse/basic-information (the settings' screens their resources declare) and
// /warehouse/Inventory-management (their sub-pages are ours; server/manifest.ts names them) → page.
export const routes: AreaRoutes = [
  screenRoute(R.warehouse, WarehousePage),
  screenRoute(R.area, AreaPage),
  screenRoute(R.reservoir, ReservoirPage),
  screenRoute(R.storageLocation, StorageLocationPage),
  screenRoute(R.storageSpec, StorageSpecPage),
  screenRoute(R.warehouseGroup, WarehouseGroupPage),
  [`${INVENTORY}/stock`, StockPage],
  [`${INVENTORY}/stock-movement`, StockMovementPage],
  // Reports (/warehouse/reportforms, a group of the spec; README "Stock summary report").
  ['/warehouse/reportforms', StockSummaryPage],
  // Goods in (/warehouse/receiving-inspection; README "Goods in").
  [`${RECEIVING}/points`, PointsPage],
  [`${RECEIVING}/quality-inspection`, InspectionPage],
  [`${RECEIVING}/labeling`, LabelingPage],
  [`${RECEIVING}/weigh`, WeighPage],
  [`${RECEIVING}/receipt-list`, ReceiptListPage],
  [`${RECEIVING}/received-list`, ReceivedListPage],
  [`${RECEIVING}/shelves-list`, ShelvingPage],
  [`${RECEIVING}/exception-list`, ExceptionListPage],
  // Returns (README "Returns").
  [`${RECEIVING}/return-register`, ReturnRegisterPage],
  [`${RECEIVING}/return-list`, ReturnListPage],
  [`${RECEIVING}/return-shelf`, ReturnShelfPage],
  [`${RECEIVING}/return-goods-sku`, () => <ResourceListPage resource={returnResources.returnGoodsSku} lookups={WMS_LOOKUPS} className="wms-page" />],
  // Public (spec 000 §2): a phone opened from the inspector's link.
  ['/warehouse/photograph', PhotographPage],
  // 导出中心: the person's file tasks of this area; its record page (open to anyone signed in) all of them.
  ['/warehouse/export-center', () => <FileTasksPage module="wms" />],
  ['/warehouse/export-center/record', () => <FileTasksPage />],
];
