// The accounts area's screens' HTTP surface (our paths under /api-accounts/api/v1: `GET <plural>`, `<singular>`,
// `<singular>/{id}`, its transitions and log, `<plural>/export`, `<plural>/import`), declared once: the server
// mounts it, the pages call it, the menu lists the screens.
import { defineResource } from '@entrepot/entity';
import { mainAccount } from './main-account.entity.ts';
import { platform } from './platform.entity.ts';
import { salesAccount } from './sales-account.entity.ts';
import { site } from './site.entity.ts';

export const SERVICE = '/api-accounts';
export const BASE = '/api/v1';

const at = { service: SERVICE, base: BASE, style: 'rest' } as const;

/** In the menu's order. */
export const accountsResources = {
  salesAccount: defineResource({ ...at, entity: salesAccount, segment: 'sales-account', plural: 'sales-accounts', screen: { url: '/account/sales-account' } }),
  mainAccount: defineResource({ ...at, entity: mainAccount, segment: 'main-account', plural: 'main-accounts', screen: { url: '/account/main-account' } }),
  site: defineResource({ ...at, entity: site, segment: 'site', plural: 'sites', screen: { url: '/account/site' } }),
  platform: defineResource({ ...at, entity: platform, segment: 'platform', plural: 'platforms', screen: { url: '/account/platform' } }),
};
