import { boolean, defineEntity, enumOf, json, text } from '@entrepot/entity';

/** The lists an import or export configuration is for. */
export const confBusinesses = [
  { value: 'order', label: '订单' },
  { value: 'package', label: '包裹' },
  { value: 'refund', label: '退款' },
  { value: 'listing', label: '平台刊登' },
] as const;

function checkColumns(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return '请选择列';
  if (value.length > 200) return '最多200列';
  for (const c of value) {
    const col = c as { field?: unknown; title?: unknown } | null;
    if (!col || typeof col.field !== 'string' || col.field === '') return '列格式不正确';
    if (col.title !== undefined && (typeof col.title !== 'string' || col.title.length > 60)) return '列标题最多60个字符';
  }
  return null;
}

/**
 * 导入导出配置 (`IOmsCommonService/get|edit|deleteImportExportConf`): a person's saved choice of columns for one
 * list's export, or of a sheet's headers for its import (`field` the list's field, `title` the sheet's header), each
 * named, one of them the default (README "Import and export configurations").
 */
export const importExportConf = defineEntity({
  name: 'oms.importExportConf',
  table: 'oms.import_export_confs',
  label: '导入导出配置',
  titleField: 'name',
  scopes: { owner: 'created_by' },
  fields: {
    kind: enumOf({
      label: '类型',
      required: true,
      filter: 'equal',
      options: [
        { value: 'import', label: '导入' },
        { value: 'export', label: '导出' },
      ],
    }),
    business: enumOf({ label: '业务', options: confBusinesses, required: true, filter: 'equal' }),
    name: text({ label: '配置名称', max: 50, required: true, filter: 'like' }),
    columns: json({ label: '列', required: true, check: checkColumns }),
    is_default: boolean({ label: '默认', default: false }),
  },
});
