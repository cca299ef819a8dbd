import { skuMapping } from '@entrepot/module-catalogue/entities';
import { ImportButton } from '@entrepot/web/area';
import { ReferencePage } from '../reference-page.tsx';
import { SKU_MAPPING_IMPORT, SKU_MAPPING_TEMPLATE, skuMappingUrls } from '../reference-urls.ts';

/** 导入SKU映射: the template, then the .xlsx as a file task (a platform SKU already mapped is updated). */
const toolbar = () => <ImportButton entity={skuMapping} template={SKU_MAPPING_TEMPLATE} upload={SKU_MAPPING_IMPORT} />;

/** 商品资料 → SKU映射 (`#/commodity/information/sku-map`): platform SKU → our SKU; 导入, 导出, 批量删除. */
export function SkuMapPage() {
  return <ReferencePage entity={skuMapping} urls={skuMappingUrls} slots={{ toolbar }} />;
}
