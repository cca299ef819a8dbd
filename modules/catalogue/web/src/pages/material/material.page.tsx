import { material } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { materialUrls } from '../reference-urls.ts';

/** 商品资料 → 材质管理 (`#/commodity/information/material`): 启用/停用, no delete of a used one. */
export function MaterialPage() {
  return <ReferencePage entity={material} urls={materialUrls} />;
}
