// Rules of what a supplier supplies that need no database (README "MOQ").

/** A MOQ is set for one SKU or for one SPU, never both, never neither. */
export function moqTargetProblem(row: { sku_id?: string | null; spu_id?: string | null }): string | null {
  if (row.sku_id && row.spu_id) return '起订量只能设置在SKU或SPU其中之一';
  if (!row.sku_id && !row.spu_id) return '请选择SKU或SPU';
  return null;
}
