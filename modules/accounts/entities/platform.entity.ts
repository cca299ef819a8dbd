import { boolean, defineEntity, number, text } from '@entrepot/entity';

/** A marketplace (Amazon, Walmart, Temu, Shein, eBay) or the seller's own store ('standalone'). */
export const platform = defineEntity({
  name: 'accounts.platform',
  table: 'accounts.platforms',
  label: '平台',
  titleField: 'name_en',
  naturalKey: ['code'],
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'code', dir: 'asc' },
  ],
  // A group limited to some platforms sees only those (codes, e.g. {platforms: ['amazon']}).
  scopes: { platform: 'code' },
  fields: {
    code: text({
      label: '平台编码',
      max: 30,
      required: true,
      unique: true,
      immutable: true,
      filter: 'equal',
      sortable: true,
      check: (v) => (/^[a-z][a-z0-9_-]*$/.test(v) ? null : '平台编码只能包含小写字母、数字、下划线和横线，且以字母开头'),
    }),
    name_en: text({ label: '英文名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_cn: text({ label: '中文名称', max: 50, required: true, filter: 'like' }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
  },
});
