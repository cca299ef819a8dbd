import { defineEntity, enabledLifecycle, status, text } from '@entrepot/entity';

/** Countries are switched on and off like any master data; a disabled one leaves the dropdowns. */
export const countryStatus = enabledLifecycle;

/** A country or region of ISO 3166-1, seeded in full on first start; channels name the ones they serve by code. */
export const country = defineEntity({
  name: 'logistics.country',
  table: 'logistics.countries',
  label: '国家/地区',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({
      label: '二字代码',
      max: 2,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Z]{2}$/.test(v) ? null : '二字代码须为2位大写字母，如 US'),
    }),
    code3: text({
      label: '三字代码',
      max: 3,
      required: true,
      unique: true,
      filter: 'equal',
      sortable: true,
      check: (v) => (/^[A-Z]{3}$/.test(v) ? null : '三字代码须为3位大写字母，如 USA'),
    }),
    name: text({ label: '中文名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100, required: true, unique: true, filter: 'like', sortable: true }),
    status: status({ label: '状态', machine: countryStatus, filter: 'equal' }),
  },
});
