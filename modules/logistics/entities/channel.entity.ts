import { defineEntity, enabledLifecycle, enumOf, reference, references, status, text } from '@entrepot/entity';

export const channelStatus = enabledLifecycle;

/** A logistics channel (物流渠道) of one company: a service with its transport type and the countries it serves. */
export const channel = defineEntity({
  name: 'logistics.channel',
  table: 'logistics.channels',
  label: '物流渠道',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  indexes: [['company_id', 'code']],
  fields: {
    code: text({
      label: '渠道编码',
      max: 30,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_-]+$/.test(v) ? null : '渠道编码只能包含字母、数字、下划线和横线'),
    }),
    name: text({ label: '渠道名称', max: 100, required: true, unique: true, filter: 'like', sortable: true }),
    company_id: reference({
      label: '物流公司',
      to: 'logistics.company',
      required: true,
      immutable: true,
      filter: 'equal',
      onDelete: 'restrict',
      activeOnly: true,
    }),
    transport_type: enumOf({
      label: '运输方式',
      required: true,
      filter: 'equal',
      options: [
        { value: 'express', label: '快递' },
        { value: 'air', label: '空运' },
        { value: 'sea', label: '海运' },
        { value: 'rail', label: '铁路' },
        { value: 'truck', label: '卡航/卡派' },
        { value: 'postal', label: '邮政小包' },
      ],
    }),
    /** ISO alpha-2 codes of the countries served (empty: any destination). */
    countries: references({ label: '服务国家', to: 'logistics.country', key: 'code', filter: 'in' }),
    status: status({ label: '状态', machine: channelStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
  },
});
