import { tagType } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { tagTypeUrls } from '../reference-urls.ts';

/** 商品资料 → 标签管理 (`#/commodity/information/tag`): tag types, each with its tags edited in the form. */
export function TagPage() {
  return <ReferencePage entity={tagType} urls={tagTypeUrls} />;
}
