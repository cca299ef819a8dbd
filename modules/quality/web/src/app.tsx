import { qualityResources as R, stageResources } from '@entrepot/module-quality/entities';
import type { AreaRoutes } from '@entrepot/web/area';
import { InspectionPage } from './pages/inspection.page.tsx';
import { RatioPage } from './pages/ratio.page.tsx';

// routes.tsv's /quality screens: every inspection, each stage with its `…/create`, the ratio settings.
export const routes: AreaRoutes = [
  [R.inspection.screen!.url, () => <InspectionPage resource={R.inspection} stageOnly={false} />],
  ...Object.values(stageResources).flatMap((r): AreaRoutes => {
    const page = () => <InspectionPage resource={r} stageOnly />;
    return [
      [r.screen!.url, page],
      [`${r.screen!.url}/create`, page],
    ];
  }),
  [R.ratio.screen!.url, RatioPage],
];
