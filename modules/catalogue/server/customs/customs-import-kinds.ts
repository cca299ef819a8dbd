// The SKU imports 001 §7 names beside the SPU ones (`customs`, `dclothing`, `amsku`), declared as the others
// are (import-kinds.ts spreads them into its list; the processes are in customs-imports.ts). The spec gives
// the names only; what each reads is ours (README: Customs → Imports).
import { sku, skuCustoms, skuMapping } from '../../entities/index.ts';
import type { ImportColumn, ImportKind } from '../import-kinds.ts';

export type OwnImportKindName = 'customs' | 'dclothing' | 'amsku';

/** The Amazon platform code SKU mappings carry (the demo's and the SKU映射 screen's). */
export const AMAZON = 'AMAZON';
/** Amazon refuses seller SKUs longer than this. */
export const AMAZON_SKU_MAX = 40;
/** Several sizes (or their codes) in one cell. */
export const SIZE_SEPARATORS = /[,，、;；\n]+/;

export const CUSTOMS_COLUMNS = {
  sku: 'SKU编码',
  hs_code: skuCustoms.fields.hs_code.label,
  declared_name: skuCustoms.fields.declared_name.label,
  declared_name_en: skuCustoms.fields.declared_name_en.label,
  declared_value: skuCustoms.fields.declared_value.label,
  currency: skuCustoms.fields.currency.label,
  material_id: skuCustoms.fields.material_id.label,
  usage: skuCustoms.fields.usage.label,
  remark: skuCustoms.fields.remark.label,
} as const;

export const AMSKU_COLUMNS = {
  account: skuMapping.fields.account.label,
  platform_sku: skuMapping.fields.platform_sku.label,
  sku: 'SKU编码',
  remark: skuMapping.fields.remark.label,
} as const;

const columnsOf = (labels: Record<string, string>, required: string[]): ImportColumn[] =>
  Object.values(labels).map((label) => (required.includes(label) ? { label, required: true as const } : { label }));

/** The kinds, given the SPU columns and SKU value columns the clothing kinds share (import-kinds.ts). */
export function ownImportKinds(spuColumns: ImportColumn[], skuValueColumns: ImportColumn[]): ImportKind[] {
  return [
    {
      name: 'customs',
      label: 'SKU报关信息导入',
      path: 'sku/import/customs',
      permission: skuCustoms.permission('import'),
      pages: ['sku'],
      shape: { type: 'own' },
      columns: columnsOf(CUSTOMS_COLUMNS, [CUSTOMS_COLUMNS.sku]),
      note: '按SKU编码新增或更新SKU的报关信息（每个SKU一条）；已有报关信息时留空的列不修改，新增时须填写申报品名(中文)、申报价值。HS编码、申报品名(英文)留空时按申报品名(中文)从报关品名中带出（对应多个HS编码时须填写）。修改了申报内容的报关信息回到待审核。',
    },
    {
      name: 'dclothing',
      label: '多尺码服装SKU导入',
      path: 'sku/import/dclothing',
      permission: sku.permission('import'),
      pages: ['sku', 'spu'],
      shape: { type: 'own' },
      columns: [
        ...spuColumns,
        { label: '颜色', required: true },
        { label: '颜色编码' },
        { label: '尺码', required: true },
        { label: '尺码编码' },
        ...skuValueColumns,
      ],
      note: '与服装SKU导入相同，但每行是一个颜色：尺码列填写该颜色的全部尺码，用逗号或顿号分隔（S,M,L,XL），尺码编码（可留空）按相同顺序填写；每个尺码生成一个SKU，成本价/销售价/重量用于该行的全部SKU。',
    },
    {
      name: 'amsku',
      label: '亚马逊SKU映射导入',
      path: 'sku/import/amsku',
      permission: skuMapping.permission('import'),
      pages: ['sku'],
      shape: { type: 'own' },
      columns: columnsOf(AMSKU_COLUMNS, [AMSKU_COLUMNS.account, AMSKU_COLUMNS.platform_sku, AMSKU_COLUMNS.sku]),
      note: `亚马逊销售账号的卖家SKU（平台SKU，最多${AMAZON_SKU_MAX}个字符）对应到我们的SKU编码，写入SKU映射（平台 ${AMAZON}）；已有的亚马逊平台SKU更新其SKU和账号，已映射在其他平台的平台SKU是错误行。`,
    },
  ];
}
