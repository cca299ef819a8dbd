import type { ComponentType } from 'react';
import { BrandPage } from './brand/brand.page.tsx';
import { CategoryPage } from './category/category.page.tsx';
import { INFORMATION } from './product-urls.ts';
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
  [`${INFORMATION}/brand`, BrandPage],
  [`${INFORMATION}/category`, CategoryPage],
];
