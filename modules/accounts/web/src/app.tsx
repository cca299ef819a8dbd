import type { AreaRoutes } from '@entrepot/web/area';
import { MainAccountPage } from './pages/main-account.page.tsx';
import { PlatformPage } from './pages/platform.page.tsx';
import { SalesAccountPage } from './pages/sales-account.page.tsx';
import { SitePage } from './pages/site.page.tsx';
import './accounts.css';

// Hash path → the page of this area that renders it. The spec names only the group `/account/...`; the
// screens' paths are ours (README), the menus of server/manifest.ts name them.
export const routes: AreaRoutes = [
  ['/account/sales-account', SalesAccountPage],
  ['/account/main-account', MainAccountPage],
  ['/account/site', SitePage],
  ['/account/platform', PlatformPage],
];
