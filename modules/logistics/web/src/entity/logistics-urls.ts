import type { EntityUrls } from '@entrepot/web/entity';

// The logistics module's routes (modules/logistics/server/routes.ts).
export const API = '/api-logistics-optimiz/api/v1/logistics';
/** The spec's country dropdown (pageSize up to 1000): enabled countries only. */
export const COUNTRY_DROPDOWN = '/api-product/api/v1/product/country?pageNumber=1&pageSize=1000';

const id = (value: string) => encodeURIComponent(value);

/** Options of reference fields by target entity (enabled records: a disabled one is not offered). */
export const LOGISTICS_LOOKUPS: Record<string, string> = {
  'logistics.country': COUNTRY_DROPDOWN,
  'logistics.company': 'cache:logistics-companies', // the hub's cached list (company-lists)
};

/** One entity's routes under /api/v1/logistics/<segment>, as the server binds them for all three. */
function urlsOf(segment: string): EntityUrls & { export: string } {
  return {
    list: `${API}/${segment}`,
    detail: (r) => `${API}/${segment}/${id(r)}`,
    create: `${API}/${segment}`,
    update: (r) => `${API}/${segment}/${id(r)}`,
    remove: (r) => `${API}/${segment}/${id(r)}`,
    transition: (r, name) => `${API}/${segment}/${id(r)}/${name}`,
    auditLog: (r) => `${API}/${segment}/${id(r)}/logs`,
    export: `${API}/${segment}/export`,
  };
}

export const companyUrls = urlsOf('company');
export const channelUrls = urlsOf('channel');
export const countryUrls = urlsOf('country');
