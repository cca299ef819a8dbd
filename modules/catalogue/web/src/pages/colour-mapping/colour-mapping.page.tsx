import { colourMapping } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { colourMappingUrls } from '../reference-urls.ts';

/** 商品资料 → 颜色映射 (`#/commodity/information/colour-mapping`): the change log is the detail's 操作日志. */
export function ColourMappingPage() {
  return <ReferencePage entity={colourMapping} urls={colourMappingUrls} />;
}
