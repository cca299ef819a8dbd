// The SKU matrix of an SPU: its variant dimensions' values crossed (3 colours × 4 sizes = 12 SKUs), each
// SKU coded SPU code + option codes in dimension order (TS001-BLK-M). Pure, shared by create, copy and seed.
import type { SkuOptionValue } from '../entities/sku.entity.ts';

export interface OptionRow {
  dimension: string;
  value: string;
  code: string;
}

export interface MatrixCell {
  code: string;
  spec: string;
  option_values: SkuOptionValue[];
}

/** The dimensions in the order they first appear, each with its values in order. */
export function dimensionsOf(options: readonly OptionRow[]): { name: string; values: OptionRow[] }[] {
  const byName = new Map<string, OptionRow[]>();
  for (const o of options) {
    const name = o.dimension.trim();
    const list = byName.get(name) ?? [];
    list.push(o);
    byName.set(name, list);
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/** What is wrong with the options (the message), or null: values and codes unique within their dimension. */
export function optionProblem(options: readonly OptionRow[]): string | null {
  for (const d of dimensionsOf(options)) {
    const values = new Set<string>();
    const codes = new Set<string>();
    for (const v of d.values) {
      if (values.has(v.value.trim())) return `规格「${d.name}」的值「${v.value}」重复`;
      if (codes.has(v.code.trim())) return `规格「${d.name}」的编码「${v.code}」重复`;
      values.add(v.value.trim());
      codes.add(v.code.trim());
    }
  }
  return null;
}

/** Every combination of the dimensions' values; an SPU without dimensions has one SKU coded as the SPU. */
export function skuMatrix(spuCode: string, options: readonly OptionRow[]): MatrixCell[] {
  let cells: SkuOptionValue[][] = [[]];
  for (const d of dimensionsOf(options)) {
    cells = cells.flatMap((cell) => d.values.map((v) => [...cell, { dimension: d.name, value: v.value.trim(), code: v.code.trim() }]));
  }
  return cells.map((values) => ({
    code: [spuCode, ...values.map((v) => v.code)].join('-'),
    spec: values.map((v) => v.value).join(' / '),
    option_values: values,
  }));
}

/**
 * Why the SPU's options cannot be saved as `options`: a SKU of it uses a value they no longer hold (the first such
 * SKU, in the order given), or null: a SKU is never left without its values — remove or merge it first.
 */
export function orphanedSkuProblem(
  options: readonly OptionRow[],
  skus: readonly { code: string; option_values: readonly OptionRow[] | null }[],
): string | null {
  const keys = new Set(options.map((o) => `${o.dimension}\u0000${o.code}`));
  const orphan = skus.find((s) => (s.option_values ?? []).some((v) => !keys.has(`${v.dimension}\u0000${v.code}`)));
  return orphan ? `SKU ${orphan.code} 已使用该规格值，不能删除` : null;
}
