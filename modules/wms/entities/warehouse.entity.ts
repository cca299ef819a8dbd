import { code, defineEntity, enabledLifecycle, enumOf, status, text } from '@entrepot/entity';
import { checkPhone } from '@entrepot/validators';

/** Warehouses are switched on and off like any master data. */
export const warehouseStatus = enabledLifecycle;

/** Domestic and overseas warehouses, and the marketplaces' fulfilment centres as a warehouse type. */
export const warehouse = defineEntity({
  name: 'wms.warehouse',
  table: 'wms.warehouses',
  label: '仓库',
  titleField: 'name',
  naturalKey: ['code'],
  scopes: { warehouse: 'id' },
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: code({ label: '仓库编码', max: 20, pattern: 'WH{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '仓库名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    type: enumOf({
      label: '仓库类型',
      required: true,
      filter: 'equal',
      options: [
        { value: 'domestic', label: '国内仓' },
        { value: 'overseas', label: '海外仓' },
        { value: 'fulfilment', label: '平台仓(FBA/WFS)' },
        { value: 'third_party', label: '第三方仓' },
      ],
    }),
    status: status({ label: '状态', machine: warehouseStatus, filter: 'equal' }),
    country: text({ label: '国家', max: 2, filter: 'equal', check: (v) => (/^[A-Z]{2}$/.test(v) ? null : '国家请填写两位大写代码，如 CN、US') }),
    address: text({ label: '地址', max: 200, list: false }),
    contact: text({ label: '联系人', max: 50 }),
    phone: text({ label: '联系电话', max: 20, check: checkPhone }),
  },
});
