import { defineEntity, enumOf, number, reference, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/** Where an entry of the image-url tool stands: 已完成 = its picture was fetched into the picture library. */
export const IMAGE_URL_STATES = [
  { value: 'pending', label: '待抓取' },
  { value: 'done', label: '已完成' },
  { value: 'failed', label: '抓取失败' },
] as const;
export type ImageUrlState = (typeof IMAGE_URL_STATES)[number]['value'];

export const MAX_IMAGE_URL_LENGTH = 1000;

/** An http(s) address, nothing else (no file:, data:, javascript:). */
export function checkImageUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : '图片链接只能是http或https地址';
  } catch {
    return '图片链接格式不正确';
  }
}

/**
 * The image-url tool (001 §7 Images): a list of picture addresses per SPU (an entry may name one of its
 * SKUs), in the user's order, fetched into the picture library on request; fetched entries are 已完成.
 */
export const imageUrl = defineEntity({
  name: 'catalogue.imageUrl',
  table: 'catalogue.image_urls',
  label: '图片链接',
  titleField: 'url',
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'created_at', dir: 'asc' },
  ],
  indexes: [['spu_id', 'sort']],
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, immutable: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', immutable: true, filter: 'equal' }),
    url: text({ label: '图片链接', max: MAX_IMAGE_URL_LENGTH, required: true, check: checkImageUrl }),
    sort: number({ label: '排序', min: 0, max: 99999, readOnly: true }),
    state: enumOf({ label: '状态', options: IMAGE_URL_STATES, default: 'pending', readOnly: true, filter: 'equal' }),
    picture_id: reference({ label: '图片', to: 'catalogue.picture', readOnly: true }),
    message: text({ label: '说明', max: 200, readOnly: true }),
  },
});
