import { children, defineEntity, enumOf, json, reference, shapeOf, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/** The languages a listing is written in for the marketplaces' sites (Amazon DE, FR, ES, IT, JP; Walmart, Temu, Shein in English). */
export const listingLanguages = [
  { value: 'en', label: '英语' },
  { value: 'de', label: '德语' },
  { value: 'fr', label: '法语' },
  { value: 'es', label: '西班牙语' },
  { value: 'it', label: '意大利语' },
  { value: 'ja', label: '日语' },
] as const;

export type ListingLanguage = (typeof listingLanguages)[number]['value'];

/** The marketplaces' limits (Amazon's are the strictest): read by the server's checks and the form's counters alike. */
export const LISTING_LIMITS = { title: 200, bullets: 5, bullet: 500, description: 2000, keywordBytes: 250 } as const;

/** Bytes of a text in UTF-8: Amazon limits search terms in bytes, so one Japanese character counts 3. */
export const utf8Bytes = (value: string): number => new TextEncoder().encode(value).length;

export function keywordsProblem(value: string): string | null {
  const bytes = utf8Bytes(value);
  return bytes > LISTING_LIMITS.keywordBytes ? `搜索关键词不能超过${LISTING_LIMITS.keywordBytes}字节，当前为${bytes}字节` : null;
}

/** The description is plain text (the marketplaces strip or refuse markup). */
export const plainTextProblem = (value: string): string | null => (/<\/?[a-zA-Z!][^>]*>/.test(value) ? '描述只能是纯文本，不能包含HTML标签' : null);

export function bulletsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return '五点描述格式错误';
  if (value.length > LISTING_LIMITS.bullets) return `五点描述最多${LISTING_LIMITS.bullets}条`;
  const blank = value.findIndex((v) => (v as string).trim() === '');
  if (blank >= 0) return `第${blank + 1}条五点描述不能为空`;
  const long = value.findIndex((v) => (v as string).length > LISTING_LIMITS.bullet);
  return long >= 0 ? `第${long + 1}条五点描述不能超过${LISTING_LIMITS.bullet}个字` : null;
}

/** One SKU's title in the listing's language (a variation's title on the marketplace). */
export const spuLanguageSku = defineEntity({
  name: 'catalogue.spuLanguageSku',
  table: 'catalogue.spu_language_skus',
  label: 'SKU标题',
  titleField: 'title',
  fields: {
    spu_language_id: reference({ label: 'SPU多语言', to: 'catalogue.spuLanguage', required: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true }),
    title: text({ label: 'SKU标题', max: LISTING_LIMITS.title, required: true }),
  },
});

/**
 * An SPU's listing texts in one language (one record per SPU and language, written by `spuskulanguage/update`):
 * 标题, 五点描述, 描述, 搜索关键词, and the titles of its SKUs as child rows. Follows the SPU's data rules.
 */
export const spuLanguage = defineEntity({
  name: 'catalogue.spuLanguage',
  table: 'catalogue.spu_languages',
  label: 'SPU多语言',
  titleField: 'title',
  indexes: [['spu_id', 'lang']],
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, readOnly: true }),
    lang: enumOf({ label: '语言', options: listingLanguages, required: true, readOnly: true }),
    title: text({ label: '标题', max: LISTING_LIMITS.title, required: true }),
    bullets: json({ label: '五点描述', check: shapeOf<string[]>(bulletsProblem) }),
    description: text({ label: '描述', max: LISTING_LIMITS.description, multiline: true, check: plainTextProblem }),
    // The byte check is the limit (≤ 250 bytes are ≤ 250 characters); the wider `max` lets it speak first.
    keywords: text({ label: '搜索关键词', max: 1000, check: keywordsProblem }),
    skus: children({ label: 'SKU标题', entity: spuLanguageSku, foreignKey: 'spu_language_id', max: 1000 }),
  },
});
