import type { AreaRoutes } from '@entrepot/web/area';
import { AlibabaMapPage } from './alibaba-map.page.tsx';
import { AlibabaMapLogPage } from './alibaba-map-log.page.tsx';
import { ALIBABA_MAP_LOG_SCREEN, ALIBABA_MAP_SCREEN } from './alibaba-map-urls.ts';

/** 1688映射 and 1688修改日志 (spread into app.tsx). */
export const alibabaMapRoutes: AreaRoutes = [
  [ALIBABA_MAP_SCREEN, AlibabaMapPage],
  [ALIBABA_MAP_LOG_SCREEN, AlibabaMapLogPage],
];
