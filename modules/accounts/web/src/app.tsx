import { accountsResources as R } from '@entrepot/module-accounts/entities';
import { type AreaRoutes, screenRoute } from '@entrepot/web/area';
import { MainAccountPage } from './pages/main-account.page.tsx';
import { PlatformPage } from './pages/platform.page.tsx';
import { SalesAccountPage } from './pages/sales-account.page.tsx';
import { SitePage } from './pages/site.page.tsx';

// Hash path → page, at the screens the resources declare (entities/resources.ts; the menu names them too).
export const routes: AreaRoutes = [
  screenRoute(R.salesAccount, SalesAccountPage),
  screenRoute(R.mainAccount, MainAccountPage),
  screenRoute(R.site, SitePage),
  screenRoute(R.platform, PlatformPage),
];
