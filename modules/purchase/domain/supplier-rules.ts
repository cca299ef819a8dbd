// Rules of what a supplier supplies that need no database (README "MOQ").

/** A MOQ is set for one SKU or for one SPU, never both, never neither. */
export function moqTargetProblem(row: { sku_id?: string | null; spu_id?: string | null }): string | null {
  if (row.sku_id && row.spu_id) return '起订量只能设置在SKU或SPU其中之一';
  if (!row.sku_id && !row.spu_id) return '请选择SKU或SPU';
  return null;
}

/** A SKU's options in a supplier's words (颜色: 米白，尺码: M): each value the supplier names otherwise, the rest as ours. */
export function supplierSpec(options: unknown, words: readonly { dimension: string; value: string; supplier_value: string }[]): string | null {
  if (!Array.isArray(options) || options.length === 0) return null;
  const theirs = new Map(words.map((w) => [`${w.dimension.trim()}\u0000${w.value.trim()}`, w.supplier_value.trim()]));
  return (options as { dimension: string; value: string }[])
    .map((o) => `${o.dimension}: ${theirs.get(`${o.dimension}\u0000${o.value}`) || o.value}`)
    .join('，');
}
