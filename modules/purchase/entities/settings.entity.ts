import { boolean, decimal, defineEntity, enumOf, enumsOf, quantity, reference, settingsKey } from '@entrepot/entity';
import { paymentTerms } from './supplier.entity.ts';

/** The settings screen's hash route (routes.tsv). */
export const SETTINGS_SCREEN = '/purchase/systemSetup';

/** How goods a buyer returns to a supplier are settled (README "Settings"). */
export const returnMethods = [
  { value: 'refund', label: '退货退款' },
  { value: 'exchange', label: '换货' },
  { value: 'reship', label: '补发' },
  { value: 'discount', label: '折价留用' },
  { value: 'deduct', label: '下次货款抵扣' },
] as const;

/**
 * 采购设置 (`/purchase/systemSetup`, `GET|PUT purchase/settings`): the area's typed settings, each with its
 * default until someone saves; every change in the operation log. Later documents read them (a purchase order's
 * price check, goods in's over-delivery tolerance).
 */
export const purchaseSettings = defineEntity({
  name: 'purchase.settings',
  table: 'purchase.settings',
  label: '采购设置',
  titleField: 'default_payment_term',
  fields: {
    scope: settingsKey(),
    default_payment_term: enumOf({ label: '默认结算方式', options: paymentTerms, default: 'prepaid' }),
    default_currency_id: reference({ label: '默认结算币种', to: 'finance.currency', activeOnly: true }),
    return_methods: enumsOf({ label: '可用退货方式', options: returnMethods }),
    quotation_valid_days: quantity({ label: '报价默认有效期(天)', max: 3650 }),
    price_tolerance: decimal({ label: '下单价高于报价容忍(%)', precision: 5, scale: 2, min: '0', max: '100' }),
    over_delivery_tolerance: decimal({ label: '到货超收容忍(%)', precision: 5, scale: 2, min: '0', max: '100' }),
    require_quotation: boolean({ label: '下单须有生效报价', default: true }),
    new_supplier_days: quantity({ label: '新供应商标记天数', max: 3650 }),
    // 补货建议's defaults (README "Replenishment"); a SKU's own 补货参数 override them.
    safety_days: quantity({ label: '补货安全天数', max: 365 }),
    cover_days: quantity({ label: '补货备货天数', max: 365 }),
    // 站点补货: the days goods take from a domestic warehouse to an overseas or platform warehouse (头程).
    station_transit_days: quantity({ label: '站点头程天数', max: 365 }),
  },
});

/** The values before anyone saves (what `mountSettings` makes the record from). */
export const purchaseSettingDefaults = {
  return_methods: ['refund', 'exchange', 'reship'],
  quotation_valid_days: 180,
  price_tolerance: '0.00',
  over_delivery_tolerance: '3.00',
  new_supplier_days: 90,
  safety_days: 7,
  cover_days: 30,
  station_transit_days: 30,
};
