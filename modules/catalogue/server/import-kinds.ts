// The catalogue's imports (001 §7 "Imports"): what each kind reads, its columns (the template's headers, in
// order), who may run it and on which screens it is offered. The spec names the paths only; the columns are
// ours (README: Imports). Pure declarations: the planners (import-spu-plan.ts, import-sku-info.ts) read them.
import { sku, spu } from '../entities/index.ts';
import { type OwnImportKindName, ownImportKinds } from './customs/customs-import-kinds.ts';

export type ImportKindName = 'info' | 'clothing' | 'nonclothing' | 'excel' | 'spu' | OwnImportKindName;
export type ImportPage = 'sku' | 'spu';

export interface ImportColumn {
  label: string;
  /** Must be filled on every row (`true`), or when the row makes a new SPU (`'new'`). */
  required?: true | 'new';
}

/**
 * One variant dimension read from a row: its name (fixed, or read from `nameColumn` with `name` as the
 * fallback), its value and its code (blank: the value itself when it is letters and digits).
 */
export interface DimensionSlot {
  name: string;
  nameColumn?: string;
  value: string;
  code: string;
  /** Every row must fill it (clothing's 颜色 and 尺码); otherwise all rows of one SPU fill it or none does. */
  required: boolean;
}

/** SKU info rows update SKUs by code; SPU rows are grouped by SPU编码, each group one SPU with its SKUs. */
export type ImportShape = { type: 'sku-info' } | { type: 'spu'; dimensions: DimensionSlot[]; skuValues: boolean } | { type: 'own' };

export interface ImportKind {
  name: ImportKindName;
  label: string;
  /** Under `/api/v1/product`: the upload (POST, multipart `file`); the template is `<path>/template`. */
  path: string;
  permission: string;
  pages: ImportPage[];
  shape: ImportShape;
  columns: ImportColumn[];
  /** The import dialog's explanation. */
  note: string;
}

/** The SPU base fields an SPU row carries, in template order. */
export const SPU_BASE_KEYS = ['code', 'name', 'name_en', 'brand_id', 'category_id', 'developer_id', 'season'] as const;
/** The SKU values an SPU row gives its SKU. */
export const SKU_VALUE_KEYS = ['cost_price', 'sale_price', 'weight'] as const;
/** What the SKU info import may change. */
export const SKU_INFO_KEYS = ['name', 'cost_price', 'sale_price', 'weight', 'barcode'] as const;

const spuLabel = (key: (typeof SPU_BASE_KEYS)[number]) => spu.fields[key].label;
const skuLabel = (key: 'code' | (typeof SKU_INFO_KEYS)[number]) => sku.fields[key].label;
const NEW_SPU_REQUIRED = new Set(['code', 'name', 'category_id']);

const spuColumns = (): ImportColumn[] =>
  SPU_BASE_KEYS.map((k) => ({
    label: spuLabel(k),
    ...(k === 'code' ? { required: true as const } : NEW_SPU_REQUIRED.has(k) ? { required: 'new' as const } : {}),
  }));
const skuValueColumns = (): ImportColumn[] => SKU_VALUE_KEYS.map((k) => ({ label: skuLabel(k) }));
const slotColumns = (slots: DimensionSlot[]): ImportColumn[] =>
  slots.flatMap((s) => [
    ...(s.nameColumn ? [{ label: s.nameColumn }] : []),
    { label: s.value, ...(s.required ? { required: true as const } : {}) },
    { label: s.code },
  ]);

function spuKind(kind: Omit<ImportKind, 'columns' | 'shape'> & { dimensions: DimensionSlot[]; skuValues: boolean }): ImportKind {
  const { dimensions, skuValues, ...rest } = kind;
  return {
    ...rest,
    shape: { type: 'spu', dimensions, skuValues },
    columns: [...spuColumns(), ...slotColumns(dimensions), ...(skuValues ? skuValueColumns() : [])],
  };
}

const SKU_IMPORT = sku.permission('import');
const SPU_IMPORT = spu.permission('import');
const GROUPS = '同一SPU编码的行组成一个SPU（资料取各行填写的值，须一致）；';
const EXISTING = '已存在的SPU：补充新的规格值及其SKU，更新填写了的资料，留空的列不修改；同一文件再次导入不会重复。';

export const importKinds: readonly ImportKind[] = [
  {
    name: 'info',
    label: 'SKU信息更新',
    path: 'sku/import/info',
    permission: SKU_IMPORT,
    pages: ['sku'],
    shape: { type: 'sku-info' },
    columns: [{ label: skuLabel('code'), required: true }, ...SKU_INFO_KEYS.map((k) => ({ label: skuLabel(k) }))],
    note: '按SKU编码更新已有SKU的名称、成本价、销售价、重量、条码；留空的列不修改；SKU编码不存在的行是错误行。',
  },
  spuKind({
    name: 'clothing',
    label: '服装SKU导入',
    path: 'sku/import/clothing',
    permission: SKU_IMPORT,
    pages: ['sku', 'spu'],
    dimensions: [
      { name: '颜色', value: '颜色', code: '颜色编码', required: true },
      { name: '尺码', value: '尺码', code: '尺码编码', required: true },
    ],
    skuValues: true,
    note: `${GROUPS}颜色 × 尺码 生成SKU（编码如 TS001-BLK-M），每行的成本价/销售价/重量写入该行的SKU，未列出的组合取该SPU第一行的值；编码留空时取颜色/尺码本身（仅限字母数字）。${EXISTING}`,
  }),
  spuKind({
    name: 'nonclothing',
    label: '非服装SKU导入',
    path: 'sku/import/nonclothing',
    permission: SKU_IMPORT,
    pages: ['sku', 'spu'],
    dimensions: [{ name: '规格', nameColumn: '规格名称', value: '规格值', code: '规格编码', required: false }],
    skuValues: true,
    note: `${GROUPS}一个规格维度（规格名称留空为「规格」，如 款式），每个规格值一个SKU（TS001-A）；不填规格的SPU只有一个与SPU同编码的SKU。${EXISTING}`,
  }),
  spuKind({
    name: 'excel',
    label: '通用SKU导入',
    path: 'excel/import',
    permission: SKU_IMPORT,
    pages: ['sku', 'spu'],
    dimensions: [
      { name: '', nameColumn: '规格1名称', value: '规格1值', code: '规格1编码', required: false },
      { name: '', nameColumn: '规格2名称', value: '规格2值', code: '规格2编码', required: false },
    ],
    skuValues: true,
    note: `${GROUPS}最多两个规格维度，名称自定（如 材质 × 容量），各维度的值交叉生成SKU。${EXISTING}`,
  }),
  spuKind({
    name: 'spu',
    label: 'SPU基础资料导入',
    path: 'spu/import',
    permission: SPU_IMPORT,
    pages: ['spu'],
    dimensions: [],
    skuValues: false,
    note: '按SPU编码新增或更新SPU的基础资料（名称、品牌、分类、开发人员、季节）；留空的列不修改。新SPU没有规格，生成一个与SPU同编码的SKU；规格请用SKU导入或在SPU中编辑。',
  }),
  ...ownImportKinds(spuColumns(), skuValueColumns()), // customs, dclothing, amsku (customs/customs-import-kinds.ts)
];

export function importKind(name: string): ImportKind | undefined {
  return importKinds.find((k) => k.name === name);
}

/** The import codes: whoever holds one sees the import log and the kinds list. */
export const IMPORT_PERMISSIONS = [...new Set(importKinds.map((k) => k.permission))];
