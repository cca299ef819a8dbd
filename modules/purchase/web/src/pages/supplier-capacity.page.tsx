import { BASE, SERVICE, supplierCapacity, supplierPayment } from '@entrepot/module-purchase/entities';
import { QueryListPage } from '@entrepot/web/area';

const API = SERVICE + BASE;

/** 采购资料 → 供应商产能 (`#/purchase/information/supplier-capacity`): the declared query, its filters and export. */
export function SupplierCapacityPage() {
  return <QueryListPage query={supplierCapacity} url={`${API}/supplier/production`} exportUrl={`${API}/supplier/exportProduction`} />;
}

/**
 * 供应商管理 → 供应商付款 (`#/purchase/information/supplier-payment`): per supplier and currency what was bought,
 * arrived, paid, deducted and planned, and what is still owed — the declared query, its filters and export.
 */
export function SupplierPaymentPage() {
  return <QueryListPage query={supplierPayment} url={`${API}/supplier/payment`} exportUrl={`${API}/supplier/payment/export`} />;
}
