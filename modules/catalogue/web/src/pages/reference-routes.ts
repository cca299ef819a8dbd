import { referenceResources } from '@entrepot/module-catalogue/entities';
import { screenRoute } from '@entrepot/web/area';
import type { ComponentType } from 'react';
import { AttributePage } from './attribute/attribute.page.tsx';
import { collectionRoutes } from './collection/collection.pages.tsx';
import { ColourMappingPage } from './colour-mapping/colour-mapping.page.tsx';
import { DEMAND_LOOKUPS, demandRoutes } from './demand/demand.pages.tsx';
import { MaterialPage } from './material/material.page.tsx';
import { PackageSizePage } from './package-size/package-size.page.tsx';
import { PackageStandardPage } from './package-size/package-standard.page.tsx';
import { unpackagedRoute } from './package-size/unpackaged.page.tsx';
import { PRODUCT_LOOKUPS } from './product-urls.ts';
import { REFERENCE_LOOKUPS } from './reference-urls.ts';
import { SkuMapPage } from './sku-map/sku-map.page.tsx';
import { CommodityLablePage } from './tag/commodity-lable.page.tsx';
import { TagPage } from './tag/tag.page.tsx';

/** 拍摄排期's SPU and photographer selects beside the reference lookups. */
const SHOOT_LOOKUPS: Record<string, string> = {
  ...REFERENCE_LOOKUPS,
  'catalogue.spu': PRODUCT_LOOKUPS['catalogue.spu'] ?? '',
  'admin.staff': '/api-auth/api/v1/open/staffs',
};

/** The reference data's hash paths (routes.tsv; colour-mapping and package-standard are ours) → pages. */
export const referenceRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  ['/commodity/information/attribute', AttributePage],
  ['/commodity/information/tag', TagPage],
  ['/commodity/information/commodity-lable', CommodityLablePage],
  ['/commodity/information/material', MaterialPage],
  ['/commodity/information/colour-mapping', ColourMappingPage],
  ['/commodity/information/sku-map', SkuMapPage],
  ['/commodity/base-setting/package-size', PackageSizePage],
  ['/commodity/base-setting/package-standard', PackageStandardPage],
  unpackagedRoute,
  // 拍摄排期 (`/commodity/picture-management/shoot-schedule`): the derived list, form, transitions, 导入/导出
  screenRoute(referenceResources.shootSchedule, { lookups: SHOOT_LOOKUPS, className: 'catalogue-reference-page' }),
  // 商品需求 (`/commodity/information/demand`) and its work lists, 新增, 编辑, 详情
  screenRoute(referenceResources.demand, { lookups: DEMAND_LOOKUPS, className: 'catalogue-reference-page' }),
  ...demandRoutes,
  // 数据采集 (`/commodity/information/data-collection`), 新增采集, 采集详情
  ...collectionRoutes,
];
