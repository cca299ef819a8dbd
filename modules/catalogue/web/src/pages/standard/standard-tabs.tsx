import type { EntityRow } from '@entrepot/web/entity';
import { SkuStandardTab } from './sku-standard.tab.tsx';
import { SpuDescriptionTab } from './spu-description.tab.tsx';
import { SpuStandardTab } from './spu-standard.tab.tsx';
import { ClothingGridTab } from './spu-tools.tsx';

/** The SPU detail's tabs of this folder: 颜色×尺码 (spu/kakaclo), 商品标准, 商品描述. */
export function spuStandardTabs(row: EntityRow) {
  const id = String(row.id);
  return [
    { key: 'clothing', title: '颜色×尺码', content: <ClothingGridTab spuId={id} /> },
    { key: 'standard', title: '商品标准', content: <SpuStandardTab spuId={id} code={String(row['code'])} /> },
    { key: 'description', title: '商品描述', content: <SpuDescriptionTab spuId={id} /> },
  ];
}

/** The SKU detail's 商品标准 tab. */
export function skuStandardTabs(row: EntityRow) {
  return [{ key: 'standard', title: '商品标准', content: <SkuStandardTab skuId={String(row.id)} code={String(row['code'])} /> }];
}
