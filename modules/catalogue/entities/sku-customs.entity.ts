import { datetime, defineEntity, enumOf, money, reference, status, text } from '@entrepot/entity';
import { checkHasChinese, checkNoChinese } from '@entrepot/validators';
import { customsAuditStatus } from './customs-audit-log.entity.ts';
import { sku } from './sku.entity.ts';

/** Currencies a declared value is given in (customs and carriers ask for USD most of the time). */
export const declaredCurrencies = [
  { value: 'USD', label: '美元' },
  { value: 'CNY', label: '人民币' },
  { value: 'EUR', label: '欧元' },
  { value: 'GBP', label: '英镑' },
  { value: 'JPY', label: '日元' },
] as const;

/** HS codes: 6 digits internationally, 8–10 in national tariffs (China's are 10). */
export const checkHsCode = (v: string) => (/^\d{6,10}$/.test(v) ? null : 'HS编码应为6至10位数字');

/**
 * The customs declaration data of one SKU (报关信息): what the carriers' and customs' declarations of a
 * parcel or a shipment say about it. Logistics reads it by SKU (`sku/custom_code`) once reviewed (审核状态).
 */
export const skuCustoms = defineEntity({
  name: 'catalogue.skuCustoms',
  table: 'catalogue.sku_customs',
  label: '报关信息',
  titleField: 'declared_name',
  // One declaration per SKU: an import row of a SKU declared already updates it.
  naturalKey: ['sku_id'],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, unique: true, filter: 'equal', immutable: true }),
    hs_code: text({ label: 'HS编码', max: 10, required: true, check: checkHsCode, filter: 'batch', sortable: true }),
    declared_name: text({ label: '申报品名(中文)', max: 100, required: true, check: checkHasChinese, filter: 'like' }),
    declared_name_en: text({ label: '申报品名(英文)', max: 200, required: true, check: checkNoChinese, filter: 'like' }),
    declared_value: money({ label: '申报价值', min: '0.01', required: true, filter: 'range', sortable: true }),
    currency: enumOf({ label: '币种', options: declaredCurrencies, default: 'USD', required: true, filter: 'equal' }),
    material_id: reference({ label: '材质', to: 'catalogue.material', filter: 'equal' }),
    usage: text({ label: '用途', max: 100 }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
    // Set by the review (customsskuaudit, customsspuaudit/{id}); a change of the declared values resets it.
    audit_status: status({ label: '审核状态', machine: customsAuditStatus, filter: 'equal' }),
    audit_remark: text({ label: '审核意见', max: 200, readOnly: true }),
    auditor: text({ label: '审核人', max: 50, readOnly: true, list: false }),
    audited_at: datetime({ label: '审核时间', readOnly: true, list: false }),
  },
});
