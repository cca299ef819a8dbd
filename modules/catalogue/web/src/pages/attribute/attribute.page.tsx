import { attribute } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { attributeUrls } from '../reference-urls.ts';

/** 商品资料 → 属性管理 (`#/commodity/information/attribute`): attributes and their values. */
export function AttributePage() {
  return <ReferencePage entity={attribute} urls={attributeUrls} />;
}
