import { defineEntity, enabledLifecycle, number, status, text } from '@entrepot/entity';

/** A way of paying suppliers or being paid (付款方式): bank transfer, Alipay, on account… */
export const paymentMethod = defineEntity({
  name: 'finance.paymentMethod',
  table: 'finance.payment_methods',
  label: '付款方式',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'code', dir: 'asc' },
  ],
  fields: {
    code: text({
      label: '编码',
      max: 30,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_-]+$/.test(v) ? null : '编码只能包含字母、数字、下划线和横线'),
    }),
    name: text({ label: '名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
