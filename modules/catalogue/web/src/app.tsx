import type { AreaRoutes } from '@entrepot/web/area';
import { catalogueRoutes } from './pages/catalogue-routes.ts';
import { PicturePage } from './pages/picture/picture.page.tsx';
import { referenceRoutes } from './pages/reference-routes.ts';

// The spec's hash path → the page of this area that renders it.
export const routes: AreaRoutes = [
  ...catalogueRoutes, // SPU, SKU, brand, category (pages/catalogue-routes.ts)
  ...referenceRoutes, // attributes, tags, materials, colours, SKU mappings, packages (pages/reference-routes.ts)
  ['/commodity/information/picture', PicturePage], // the picture library (pages/picture)
];
