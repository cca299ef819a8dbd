import type { Resource } from '@entrepot/entity';
import { purchaseResources as R } from '@entrepot/module-purchase/entities';
import { ResourceListPage } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

/** One resource's list narrowed to a supplier, inside its detail: filtered, paged, exported like the screen. */
function OfSupplier({ resource, supplierId }: { resource: Resource; supplierId: string }) {
  const options = useMemo(() => ({ initialFilters: { supplier_id: supplierId } }), [supplierId]);
  return <ResourceListPage resource={resource} lookups={PURCHASE_LOOKUPS} options={options} slots={{ detail: false }} />;
}

/** The supplier detail's tabs: what it supplies (SKU, SPU), its MOQs and its quotations. */
export function supplierTabs(row: EntityRow) {
  const id = String(row.id);
  return [
    { key: 'skus', title: '供货SKU', content: <OfSupplier resource={R.supplierSku} supplierId={id} /> },
    { key: 'spus', title: '供货SPU', content: <OfSupplier resource={R.supplierSpu} supplierId={id} /> },
    { key: 'moqs', title: '起订量', content: <OfSupplier resource={R.moq} supplierId={id} /> },
    { key: 'quotations', title: '报价', content: <OfSupplier resource={R.quotation} supplierId={id} /> },
  ];
}
