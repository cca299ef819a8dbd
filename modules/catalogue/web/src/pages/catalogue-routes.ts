import { referenceResources } from '@entrepot/module-catalogue/entities';
import { screenRoute } from '@entrepot/web/area';
import type { ComponentType } from 'react';
import { CategoryPage } from './category/category.page.tsx';
import { INFORMATION, PRODUCT_LOOKUPS } from './product-urls.ts';
import { SkuDetailPage } from './sku/sku-detail.page.tsx';
import { SkuCreatePage, SkuListPage } from './sku/sku-list.page.tsx';
import { SpuCreatePage } from './spu/spu-create.page.tsx';
import { SpuDetailPage } from './spu/spu-detail.page.tsx';
import { SpuListPage } from './spu/spu-list.page.tsx';

/** The SPU, SKU, brand and category screens at routes.tsv's `/commodity/information/…` paths. */
export const catalogueRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  [`${INFORMATION}/spu`, SpuListPage],
  [`${INFORMATION}/spu/create`, SpuCreatePage],
  [`${INFORMATION}/spu/detail`, SpuDetailPage],
  [`${INFORMATION}/sku`, SkuListPage],
  [`${INFORMATION}/sku/create`, SkuCreatePage],
  [`${INFORMATION}/sku/detail`, SkuDetailPage],
  // 品牌管理: the declared resource's list (filters, form, 启用/停用 and 批量, 删除 refused in use, 导出)
  screenRoute(referenceResources.brand, { lookups: PRODUCT_LOOKUPS, className: 'catalogue-brand-page' }),
  [`${INFORMATION}/category`, CategoryPage],
];
