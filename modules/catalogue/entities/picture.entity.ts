import { boolean, defineEntity, image, json, number, reference, shapeOf, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/** The most tags one picture carries, and the longest tag. */
export const MAX_PICTURE_TAGS = 20;
export const MAX_TAG_LENGTH = 20;

function checkTags(value: unknown): string | null {
  if (!Array.isArray(value)) return '标签格式错误';
  if (value.length > MAX_PICTURE_TAGS) return `每张图片最多${MAX_PICTURE_TAGS}个标签`;
  for (const t of value) if (typeof t !== 'string' || t.trim() === '' || t.length > MAX_TAG_LENGTH) return `标签不能为空，且不超过${MAX_TAG_LENGTH}个字`;
  return null;
}

/**
 * The product picture library: one stored picture (identity's file store) of an SPU, or of one of its SKUs
 * when `sku_id` is set. Each owner (the SPU itself, or a SKU) has at most one main picture.
 */
export const picture = defineEntity({
  name: 'catalogue.picture',
  table: 'catalogue.pictures',
  label: '商品图片',
  titleField: 'name',
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'created_at', dir: 'asc' },
  ],
  indexes: [['spu_id', 'sku_id', 'sort']],
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    file: image({ label: '图片', required: true, immutable: true }),
    name: text({ label: '文件名', max: 200, filter: 'like', sortable: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal' }),
    tags: json({ label: '标签', check: shapeOf<string[]>(checkTags) }),
    is_main: boolean({ label: '主图', default: false, filter: 'equal', readOnly: true }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
  },
});
