import { defineEntity, json, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/** What a merge carried from the merged SKU to the one it was merged into (counts; package/customs: moved or not). */
export interface SkuMergeMoved {
  mappings: number;
  tags: number;
  relationships: number;
  package_size: boolean;
  customs: boolean;
}

function checkMoved(value: unknown): string | null {
  const m = value as Partial<SkuMergeMoved> | null;
  if (!m || typeof m !== 'object') return '合并内容格式错误';
  const counts = [m.mappings, m.tags, m.relationships].every((n) => Number.isInteger(n) && (n as number) >= 0);
  return counts && typeof m.package_size === 'boolean' && typeof m.customs === 'boolean' ? null : '合并内容格式错误';
}

/** The code that lets a role merge SKUs (declared with the SKU's own codes). */
export const SKU_MERGE = 'catalogue.sku.merge';

/**
 * One SKU merged into another (a duplicate found after both were created): written only by `sku/merge`,
 * never edited. The merged SKU is retired; what the catalogue kept on it moved to the target.
 */
export const skuMerge = defineEntity({
  name: 'catalogue.skuMerge',
  table: 'catalogue.sku_merges',
  label: 'SKU合并记录',
  titleField: 'from_sku_id',
  indexes: [['from_sku_id'], ['to_sku_id']],
  scopeThrough: { field: 'to_sku_id', parent: sku },
  fields: {
    from_sku_id: reference({ label: '被合并SKU', to: 'catalogue.sku', required: true, immutable: true }),
    to_sku_id: reference({ label: '合并到SKU', to: 'catalogue.sku', required: true, immutable: true }),
    from_status: text({ label: '合并前状态', max: 20, required: true, immutable: true }),
    reason: text({ label: '合并原因', max: 200, multiline: true }),
    moved: json({ label: '转移内容', check: checkMoved, readOnly: true }),
    merged_by: text({ label: '操作人', max: 50, readOnly: true }),
  },
});
