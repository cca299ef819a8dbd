// The logistics area's lookups beyond its declared resources (entities/resources.ts).

/** The spec's country dropdown (pageSize up to 1000): enabled countries only. */
export const COUNTRY_DROPDOWN = '/api-product/api/v1/product/country?pageNumber=1&pageSize=1000';

/** Options of reference fields by target entity (enabled records: a disabled one is not offered). */
export const LOGISTICS_LOOKUPS: Record<string, string> = {
  'logistics.country': COUNTRY_DROPDOWN,
  'logistics.company': 'cache:logistics-companies', // the hub's cached list (company-lists)
};
