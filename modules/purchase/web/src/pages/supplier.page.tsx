import { purchaseResources as R } from '@entrepot/module-purchase/entities';
import { ResourceListPage } from '@entrepot/web/area';
import type { EntityListSlots, OpenedOnArrival } from '@entrepot/web/entity';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';
import { CityInput } from './city.input.tsx';
import { supplierTabs } from './supplier-tabs.tsx';

const slots: EntityListSlots = { form: { inputs: { city: (props) => <CityInput {...props} /> } }, detail: { tabs: supplierTabs } };

/**
 * 采购资料 → 供应商 (`#/purchase/information/supplier`): the declared list; the form picks the city in a cascader;
 * the detail lists what the supplier supplies, its MOQs and its quotations.
 */
export function SupplierPage({ opened }: { opened?: OpenedOnArrival }) {
  return <ResourceListPage resource={R.supplier} lookups={PURCHASE_LOOKUPS} slots={slots} opened={opened} />;
}
