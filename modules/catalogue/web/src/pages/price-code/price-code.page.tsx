import { priceCode } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { priceCodeUrls } from '../sku-extras/sku-extras-urls.ts';

/** 基础设置 → 价格代码 (ours, `#/commodity/base-setting/price-code`): the price lists SKUs are priced in; 启用/停用, no delete once used. */
export function PriceCodePage() {
  return <ReferencePage entity={priceCode} urls={priceCodeUrls} />;
}
