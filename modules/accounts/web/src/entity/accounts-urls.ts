import { BASE, SERVICE } from '@entrepot/module-accounts/entities';

// The accounts area's lookups beyond its declared resources (entities/resources.ts).
const API = SERVICE + BASE;

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
