import { code, decimal, defineEntity, enabledLifecycle, status, text } from '@entrepot/entity';

const cm = (label: string) => decimal({ label, precision: 8, scale: 2, min: '0', required: true, filter: 'range', sortable: true });

/** Package standards are switched on and off like any master data. */
export const packageStandardStatus = enabledLifecycle;

/** A standard carton or bag (规格, cm and kg) that SKUs' package sizes start from. */
export const packageStandard = defineEntity({
  name: 'catalogue.packageStandard',
  table: 'catalogue.package_standards',
  label: '包装标准',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: code({ label: '标准编码', max: 20, pattern: 'PK{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '标准名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    length: cm('长(cm)'),
    width: cm('宽(cm)'),
    height: cm('高(cm)'),
    weight: decimal({ label: '重量(kg)', precision: 10, scale: 3, min: '0', required: true, filter: 'range', sortable: true }),
    status: status({ label: '状态', machine: packageStandardStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
