import { enumOf } from '@entrepot/entity';

/**
 * The marketplaces the orders area reaches through an adapter (README "Orders in"), in a person's words: what every
 * 平台 column shows instead of the code the orders carry.
 */
export const omsPlatforms = [
  { value: 'amazon', label: 'Amazon' },
  { value: 'walmart', label: 'Walmart' },
  { value: 'temu', label: 'Temu' },
  { value: 'shein', label: 'SHEIN' },
  { value: 'ebay', label: 'eBay' },
  { value: 'standalone', label: '独立站' },
] as const;

/** A 平台 field: one of the marketplaces above, shown by its name. */
export const platformField = (o: { readOnly?: boolean; required?: boolean; sortable?: boolean } = {}) =>
  enumOf({ label: '平台', options: omsPlatforms, filter: 'equal', ...o });
