import { children, decimal, decimalProblem, defineEntity, enumOf, isDecimalText, number, reference, text, toScaled } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/** Whose composition it is: an SPU's (every SKU without its own follows it) or one SKU's. */
export const compositionOwners = [
  { value: 'spu', label: 'SPU' },
  { value: 'sku', label: 'SKU' },
] as const;

export type CompositionOwner = (typeof compositionOwners)[number]['value'];

/** One material's share of a composition, e.g. 棉 95.0 %. */
export const materialCompositionRow = defineEntity({
  name: 'catalogue.materialCompositionRow',
  table: 'catalogue.material_composition_rows',
  label: '成分',
  titleField: 'material_id',
  fields: {
    composition_id: reference({ label: '材质成分', to: 'catalogue.materialComposition', required: true, filter: 'equal' }),
    sort: number({ label: '顺序', min: 0, max: 999 }),
    material_id: reference({ label: '材质', to: 'catalogue.material', required: true }),
    percent: decimal({ label: '比例(%)', precision: 4, scale: 1, min: '0.1', max: '100', required: true }),
  },
});

/**
 * The fabric/material composition of an SPU or of one SKU (`material/config/{spu|sku}/{id}`): the rows sum to
 * exactly 100 %, each material once, largest share first (the order care labels print). One record per owner;
 * a save with no rows leaves the record empty, so its log keeps the history and a SKU follows its SPU again.
 */
export const materialComposition = defineEntity({
  name: 'catalogue.materialComposition',
  table: 'catalogue.material_compositions',
  label: '材质成分',
  titleField: 'owner_code',
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    owner_type: enumOf({ label: '对象类型', options: compositionOwners, required: true, readOnly: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, readOnly: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', readOnly: true, filter: 'equal' }),
    /** The SKU's id for a SKU's own composition, else the SPU's: one record each. */
    owner_id: text({ label: '适用对象', max: 36, required: true, unique: true, readOnly: true, writeOnly: true, exported: false }),
    owner_code: text({ label: '适用编码', max: 40, required: true, readOnly: true }),
    rows: children({ label: '成分', entity: materialCompositionRow, foreignKey: 'composition_id', orderBy: 'sort', max: 20 }),
  },
});

const percentField = materialCompositionRow.fields.percent;

/** The first rule a percent breaks (`比例(%)必须大于0`, `比例(%)最多1位小数`…), or null; decimals, never floats. */
export function percentProblem(value: string): string | null {
  if (isDecimalText(value) && toScaled(value, 1) <= 0n && !/\.\d{2,}/.test(value)) return `${percentField.label}必须大于0`;
  return decimalProblem(percentField, value);
}

/** The sum of the percents as a decimal text (`95.5`, `100`), added in tenths: exact, whatever the count. */
export function percentTotal(percents: string[]): string {
  const tenths = percents.filter(isDecimalText).reduce((sum, p) => sum + toScaled(p, 1), 0n);
  return formatPercent(`${tenths / 10n}.${tenths % 10n}`);
}

/** `95.0` → `95`, `95.5` → `95.5`: how a percent reads on a label. */
export const formatPercent = (value: string): string => value.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

/** The care label's line: `95% 棉 5% 氨纶` (the rows in their order: largest share first). */
export const compositionLabel = (rows: { percent: string; name: string | null }[]): string =>
  rows.map((r) => `${formatPercent(r.percent)}% ${r.name ?? ''}`.trim()).join(' ');
