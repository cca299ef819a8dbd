import { code, defineEntity, text } from '@entrepot/entity';
import { checkPhone } from '@entrepot/validators';

/** The seller's legal entities (主体): purchase contracts, invoices and payments name one. */
export const company = defineEntity({
  name: 'admin.company',
  table: 'identity.companies',
  label: '公司主体',
  titleField: 'name',
  naturalKey: ['code'],
  fields: {
    code: code({ label: '主体编码', max: 30, pattern: 'CO{seq:4}', filter: 'batch', sortable: true }),
    name: text({ label: '公司名称', max: 100, required: true, unique: true, filter: 'like', sortable: true }),
    short_name: text({ label: '简称', max: 30 }),
    tax_number: text({ label: '统一社会信用代码', max: 18, min: 15 }),
    address: text({ label: '地址', max: 200, list: false }),
    phone: text({ label: '联系电话', max: 20, check: checkPhone }),
  },
});
