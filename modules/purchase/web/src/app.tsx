import { CAPACITY_SCREEN, purchaseResources as R, SETTINGS_SCREEN } from '@entrepot/module-purchase/entities';
import { type AreaRoutes, screenRoute } from '@entrepot/web/area';
import { PurchaseSettingsPage } from './pages/settings.page.tsx';
import { SupplierPage } from './pages/supplier.page.tsx';
import { SupplierCapacityPage } from './pages/supplier-capacity.page.tsx';
import { PURCHASE_LOOKUPS } from './purchase-lookups.ts';

// Hash path → page, at the screens the resources declare (entities/resources.ts): each the derived list with its
// filters, form, detail and log, its status changes, import and export.
const derived = { lookups: PURCHASE_LOOKUPS };
export const routes: AreaRoutes = [
  screenRoute(R.supplier, SupplierPage),
  screenRoute(R.quotation, derived),
  screenRoute(R.moq, derived),
  screenRoute(R.notice, derived),
  [CAPACITY_SCREEN, SupplierCapacityPage],
  [SETTINGS_SCREEN, PurchaseSettingsPage],
];
