import type { EntityUrls } from '@entrepot/web/entity';

// The accounts module's screen routes (modules/accounts/server/routes.ts), all under /api-accounts.
export const API = '/api-accounts/api/v1';

const id = (value: string) => encodeURIComponent(value);

export type ListUrls = EntityUrls & { export: string };

/** `GET /<plural>` lists, `/<singular>/:id` addresses one record, `/<plural>/export` queues an export. */
function urlsOf(plural: string, singular: string, transitions: boolean): ListUrls {
  return {
    list: `${API}/${plural}`,
    detail: (r) => `${API}/${singular}/${id(r)}`,
    create: `${API}/${singular}`,
    update: (r) => `${API}/${singular}/${id(r)}`,
    remove: (r) => `${API}/${singular}/${id(r)}`,
    ...(transitions ? { transition: (r: string, name: string) => `${API}/${singular}/${id(r)}/${name}` } : {}),
    auditLog: (r) => `${API}/${singular}/${id(r)}/logs`,
    export: `${API}/${plural}/export`,
  };
}

export const platformUrls = urlsOf('platforms', 'platform', false);
export const siteUrls = urlsOf('sites', 'site', false);
export const mainAccountUrls = urlsOf('main-accounts', 'main-account', true);
export const salesAccountUrls = urlsOf('sales-accounts', 'sales-account', true);

/**
 * Options of reference fields by target entity. The accounts lists need their read codes; the forms'
 * platform, shop and site pickers read the session-only gateway lookups instead (../lookup).
 */
export const ACCOUNTS_LOOKUPS: Record<string, string> = {
  'accounts.platform': `${API}/platforms?per_page=1000`,
  'accounts.site': `${API}/sites?per_page=1000`,
  'accounts.mainAccount': `${API}/main-accounts?per_page=1000`,
  'admin.company': '/api-auth/api/v1/companys?per_page=1000',
  'admin.staff': '/api-auth/api/v1/open/staffs',
};
