import { packageStandard } from '@entrepot/module-catalogue/entities';
import { ReferencePage } from '../reference-page.tsx';
import { packageStandardUrls } from '../reference-urls.ts';

/** 基础设置 → 包装标准 (`#/commodity/base-setting/package-standard`, our path): cartons and bags, 启用/停用. */
export function PackageStandardPage() {
  return <ReferencePage entity={packageStandard} urls={packageStandardUrls} />;
}
