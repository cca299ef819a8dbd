import { boolean, defineEntity, reference, text } from '@entrepot/entity';

/** A marketplace site (站点) of a platform: Amazon US, Amazon DE… with its region and currency. */
export const site = defineEntity({
  name: 'accounts.site',
  table: 'accounts.sites',
  label: '站点',
  titleField: 'name',
  naturalKey: ['platform_code', 'code'],
  defaultSort: [
    { field: 'platform_code', dir: 'asc' },
    { field: 'code', dir: 'asc' },
  ],
  scopes: { platform: 'platform_code' },
  fields: {
    platform_id: reference({ label: '平台', to: 'accounts.platform', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    /** Copied from the platform by the server: the gateway and the data rules speak platform codes. */
    platform_code: text({ label: '平台编码', max: 30, readOnly: true, filter: 'equal', sortable: true }),
    code: text({
      label: '站点编码',
      max: 10,
      required: true,
      immutable: true,
      filter: 'equal',
      sortable: true,
      check: (v) => (/^[A-Z]{2,10}$/.test(v) ? null : '站点编码须为2到10位大写字母，如 US'),
    }),
    name: text({ label: '站点名称', max: 50, required: true, filter: 'like' }),
    area: text({ label: '区域', max: 30, required: true, filter: 'equal', sortable: true }),
    currency: text({ label: '币种', max: 3, check: (v) => (/^[A-Z]{3}$/.test(v) ? null : '币种须为3位大写字母，如 USD') }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    /** `<platform>:<site>`, server-made: one site code per platform (a unique index). Never on the wire. */
    site_key: text({ label: '同平台站点编码', max: 50, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
