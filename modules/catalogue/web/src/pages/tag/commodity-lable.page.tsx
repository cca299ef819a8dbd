import { skuTag } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { skuTagUrls } from '../reference-urls.ts';

/** 商品资料 → 商品标签 (`#/commodity/information/commodity-lable`, the spec's spelling): tags put on SKUs. */
export function CommodityLablePage() {
  return <ReferencePage entity={skuTag} urls={skuTagUrls} />;
}
