import { BASE, SERVICE, supplierCapacity } from '@entrepot/module-purchase/entities';
import { QueryListPage } from '@entrepot/web/area';

const API = SERVICE + BASE;

/** 采购资料 → 供应商产能 (`#/purchase/information/supplier-capacity`): the declared query, its filters and export. */
export function SupplierCapacityPage() {
  return <QueryListPage query={supplierCapacity} url={`${API}/supplier/production`} exportUrl={`${API}/supplier/exportProduction`} />;
}
