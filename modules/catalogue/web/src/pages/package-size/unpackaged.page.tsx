import { UNPACKAGED_SCREEN, unpackagedSkuList } from '@entrepot/module-catalogue/entities';
import { QueryListPage } from '@entrepot/web/area';
import { UNPACKAGED_SKUS } from '../reference-urls.ts';

/**
 * 商品资料 → 未维护包装 (`#/commodity/information/unpackage`): the SKUs the reader may see without a package size
 * yet — filtered, sorted, exported — the work list of 包装尺寸, whose 新增 takes each of them.
 */
export function UnpackagedPage() {
  return <QueryListPage query={unpackagedSkuList} url={UNPACKAGED_SKUS} exportUrl={`${UNPACKAGED_SKUS}/export`} />;
}

export const unpackagedRoute = [UNPACKAGED_SCREEN, UnpackagedPage] as const;
