import { defineEntity, enabledLifecycle, status, text } from '@entrepot/entity';

/** A bank (银行) the company holds accounts with. */
export const bank = defineEntity({
  name: 'finance.bank',
  table: 'finance.banks',
  label: '银行',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({
      label: '银行编码',
      max: 20,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_-]+$/.test(v) ? null : '银行编码只能包含字母、数字、下划线和横线'),
    }),
    name: text({ label: '银行名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    swift_code: text({
      label: 'SWIFT代码',
      max: 11,
      filter: 'equal',
      check: (v) => (/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v) ? null : 'SWIFT代码须为8或11位大写字母或数字'),
    }),
    country: text({ label: '国家', max: 2, filter: 'equal', check: (v) => (/^[A-Z]{2}$/.test(v) ? null : '国家请填写两位大写代码，如 CN、US') }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
