import { boolean, decimal, defineEntity, enumOf, reference, text } from '@entrepot/entity';

/**
 * The marketplaces a 标准价 is computed for, in the screen's column order. The codes are the accounts area's
 * platform codes (`accounts.platform.code`); its `public.ts` exports the declaration, not the list, so the
 * marketplaces priced here are declared once, here.
 */
export const STANDARD_PRICE_PLATFORMS = [
  { value: 'amazon', label: 'Amazon' },
  { value: 'temu', label: 'Temu' },
  { value: 'walmart', label: 'Walmart' },
  { value: 'shein', label: 'SHEIN' },
] as const;

export type StandardPricePlatform = (typeof STANDARD_PRICE_PLATFORMS)[number]['value'];

/**
 * A 标准价倍率: a SKU's 标准价 on a marketplace is its 成本价 × the ratio that applies, rounded to 2 places —
 * the floor price operations list at. One row per platform without a category (the platform default) and
 * any number of category overrides; an override applies to its category and every sub-category, the nearest
 * enabled one up the SKU's category path winning over the platform default.
 */
export const standardPriceRatio = defineEntity({
  name: 'catalogue.standardPriceRatio',
  table: 'catalogue.standard_price_ratios',
  label: '标准价倍率',
  titleField: 'platform',
  defaultSort: [
    { field: 'platform', dir: 'asc' },
    { field: 'created_at', dir: 'asc' },
  ],
  fields: {
    platform: enumOf({ label: '平台', options: STANDARD_PRICE_PLATFORMS, required: true, filter: 'equal', sortable: true, immutable: true }),
    // Blank: the platform's default ratio.
    category_id: reference({ label: '分类', to: 'catalogue.category', filter: 'equal', immutable: true, mustExist: true }),
    ratio: decimal({ label: '倍率', precision: 4, scale: 2, min: '0.01', max: '99.99', required: true }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    remark: text({ label: '备注', max: 200 }),
  },
});
