import type { EntityRow } from '@entrepot/web/entity';
import { CompositionTab } from './composition.tab.tsx';

/** The SKU detail's 材质成分 tab (its own composition, or its SPU's as inherited). */
export function skuCompositionTabs(row: EntityRow) {
  return [{ key: 'composition', title: '材质成分', content: <CompositionTab kind="sku" id={String(row.id)} /> }];
}
