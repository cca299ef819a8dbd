import { boolean, children, defineEntity, number, reference, type TextField, text } from '@entrepot/entity';

/**
 * The size regions (尺码地区) a size conversion template has columns for: each size of a template says what it
 * is called in each of them (M → CN 170/92A, US 8, UK 12, EU 40, JP L). Declared once here: the template's
 * row fields below and `GET hopcode/country` are derived from this list.
 */
export const SIZE_REGIONS = [
  { code: 'CN', name: '中国' },
  { code: 'US', name: '美国' },
  { code: 'UK', name: '英国' },
  { code: 'EU', name: '欧洲' },
  { code: 'JP', name: '日本' },
  { code: 'KR', name: '韩国' },
  { code: 'AU', name: '澳大利亚' },
] as const;

export type SizeRegion = (typeof SIZE_REGIONS)[number]['code'];

/** The row field of a region: its code in lower case (`cn`, `us`…). */
export const regionKey = (code: SizeRegion) => code.toLowerCase() as Lowercase<SizeRegion>;

const regionFields = Object.fromEntries(SIZE_REGIONS.map((r) => [regionKey(r.code), text({ label: `${r.name}(${r.code})`, max: 30 })])) as Record<
  Lowercase<SizeRegion>,
  TextField
>;

/** One size of a template (S, M, L…, as the SPUs' size option values or codes say it) and its name per region. */
export const sizeChartTemplateSize = defineEntity({
  name: 'catalogue.sizeChartTemplateSize',
  table: 'catalogue.size_chart_template_sizes',
  label: '尺码',
  titleField: 'size',
  fields: {
    template_id: reference({ label: '尺码模板', to: 'catalogue.sizeChartTemplate', required: true, filter: 'equal' }),
    size: text({ label: '尺码', max: 30, required: true }),
    ...regionFields,
    sort: number({ label: '排序', min: 0, max: 9999 }),
  },
});

/**
 * 尺码对照模板 (the spec's hopcode): a size conversion table an apparel seller keeps per kind of garment (男装上衣,
 * 女装上衣, 男装裤…) and applies to the SPUs' size charts, which show each size's regional names from it.
 */
export const sizeChartTemplate = defineEntity({
  name: 'catalogue.sizeChartTemplate',
  table: 'catalogue.size_chart_templates',
  label: '尺码模板',
  titleField: 'name',
  defaultSort: [{ field: 'name', dir: 'asc' }],
  fields: {
    name: text({ label: '模板名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    category_id: reference({ label: '适用分类', to: 'catalogue.category', filter: 'equal', mustExist: '分类不存在' }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    sizes: children({ label: '尺码', entity: sizeChartTemplateSize, foreignKey: 'template_id', orderBy: 'sort', max: 30, required: true }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
