import type { ComponentType } from 'react';
import { AttributePage } from './attribute/attribute.page.tsx';
import { ColourMappingPage } from './colour-mapping/colour-mapping.page.tsx';
import { MaterialPage } from './material/material.page.tsx';
import { PackageSizePage } from './package-size/package-size.page.tsx';
import { PackageStandardPage } from './package-size/package-standard.page.tsx';
import { unpackagedRoute } from './package-size/unpackaged.page.tsx';
import { SkuMapPage } from './sku-map/sku-map.page.tsx';
import { CommodityLablePage } from './tag/commodity-lable.page.tsx';
import { TagPage } from './tag/tag.page.tsx';

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
];
