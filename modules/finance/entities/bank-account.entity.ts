import { defineEntity, enabledLifecycle, enumOf, reference, status, text } from '@entrepot/entity';

/** One of the company's own bank accounts (银行账户): where it pays from and is paid into. */
export const bankAccount = defineEntity({
  name: 'finance.bankAccount',
  table: 'finance.bank_accounts',
  label: '银行账户',
  titleField: 'account_name',
  naturalKey: ['account_no'],
  defaultSort: [
    { field: 'bank_id', dir: 'asc' },
    { field: 'account_no', dir: 'asc' },
  ],
  fields: {
    bank_id: reference({ label: '银行', to: 'finance.bank', required: true, filter: 'equal', sortable: true, onDelete: 'restrict' }),
    account_name: text({ label: '户名', max: 100, required: true, filter: 'like', sortable: true }),
    account_no: text({
      label: '账号',
      max: 40,
      required: true,
      unique: true,
      filter: 'like',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9 -]{4,40}$/.test(v) ? null : '账号只能包含字母、数字、空格和横线，至少4位'),
    }),
    branch: text({ label: '开户行', max: 100 }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, filter: 'equal' }),
    /** Copied from the currency by the server. */
    currency_code: text({ label: '币种代码', max: 3, readOnly: true, filter: 'equal', sortable: true }),
    account_type: enumOf({
      label: '账户类型',
      options: [
        { value: 'basic', label: '基本户' },
        { value: 'general', label: '一般户' },
        { value: 'foreign', label: '外币户' },
        { value: 'offshore', label: '境外账户' },
      ],
      filter: 'equal',
    }),
    company_id: reference({ label: '公司主体', to: 'admin.company', filter: 'equal', mustExist: true }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
