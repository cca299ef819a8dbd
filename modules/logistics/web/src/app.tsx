import type { AreaRoutes } from '@entrepot/web/area';
import { ChannelPage } from './pages/channel.page.tsx';
import { CompanyPage } from './pages/company.page.tsx';
import { CountryPage } from './pages/country.page.tsx';
import './logistics.css';

// Hash path → the page of this area that renders it. The spec names only the group `/logistics/...`; the
// screens' paths are ours (README), the menus of server/manifest.ts name them.
export const routes: AreaRoutes = [
  ['/logistics/company', CompanyPage],
  ['/logistics/channel', ChannelPage],
  ['/logistics/country', CountryPage],
];
