import type { ComponentType } from 'react';
import { InfoChangePage } from './info-change.page.tsx';
import { InfoChangeCreatePage } from './info-change-create.page.tsx';
import { InfoChangeDetailPage } from './info-change-detail.page.tsx';
import { SCREEN } from './info-change-rows.ts';

/** 商品信息变更's screens at routes.tsv's paths. */
export const infoChangeRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  [SCREEN, InfoChangePage],
  [`${SCREEN}/create`, InfoChangeCreatePage],
  [`${SCREEN}/detail`, InfoChangeDetailPage],
];
