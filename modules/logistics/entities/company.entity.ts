import { defineEntity, enabledLifecycle, enumOf, status, text } from '@entrepot/entity';
import { checkPhone } from '@entrepot/validators';

export const companyStatus = enabledLifecycle;

/** A logistics company (物流公司): the carrier or forwarder whose channels parcels ship by. */
export const company = defineEntity({
  name: 'logistics.company',
  table: 'logistics.companies',
  label: '物流公司',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({
      label: '公司编码',
      max: 20,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_-]+$/.test(v) ? null : '公司编码只能包含字母、数字、下划线和横线'),
    }),
    name: text({ label: '公司名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100, filter: 'like' }),
    type: enumOf({
      label: '公司类型',
      required: true,
      filter: 'equal',
      options: [
        { value: 'express', label: '国际快递' },
        { value: 'postal', label: '邮政' },
        { value: 'line', label: '专线物流' },
        { value: 'forwarder', label: '货代' },
        { value: 'domestic', label: '国内快递' },
      ],
    }),
    website: text({ label: '官网/查询网址', max: 200, list: false }),
    contact: text({ label: '联系人', max: 50 }),
    phone: text({ label: '联系电话', max: 20, check: checkPhone }),
    status: status({ label: '状态', machine: companyStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
  },
});
