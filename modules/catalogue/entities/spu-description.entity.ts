import { datetime, defineEntity, enumOf, json, reference, shapeOf, text } from '@entrepot/entity';

/** The languages a description is written in from its template. */
export const descriptionLanguages = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: '英文' },
] as const;

export const descriptionStatuses = [
  { value: 'draft', label: '草稿' },
  { value: 'confirmed', label: '已确认' },
] as const;

export const MAX_BULLETS = 5;
export const MAX_BULLET_LENGTH = 250;

function checkBullets(value: unknown): string | null {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return '卖点格式错误';
  if (value.length > MAX_BULLETS) return `卖点最多${MAX_BULLETS}条`;
  if (value.some((v) => (v as string).trim() === '')) return '卖点不能为空';
  if (value.some((v) => (v as string).length > MAX_BULLET_LENGTH)) return `每条卖点不超过${MAX_BULLET_LENGTH}个字`;
  return null;
}

/**
 * 商品描述 of an SPU as the template wrote it (generationdesc) and the user edits it: a title, up to five
 * bullet points and the description text. It stays a draft until confirmed (confirmdesc), which writes it
 * onto the SPU's 商品描述; a later generation makes a new draft and leaves the SPU's confirmed text alone.
 */
export const spuDescription = defineEntity({
  name: 'catalogue.spuDescription',
  table: 'catalogue.spu_descriptions',
  label: '商品描述草稿',
  titleField: 'title',
  fields: {
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, unique: true, readOnly: true, filter: 'equal' }),
    lang: enumOf({ label: '语言', options: descriptionLanguages, required: true, default: 'zh' }),
    status: enumOf({ label: '状态', options: descriptionStatuses, required: true, readOnly: true, filter: 'equal' }),
    title: text({ label: '标题', max: 200, required: true }),
    bullets: json({ label: '卖点', check: shapeOf<string[]>(checkBullets) }),
    body: text({ label: '描述正文', max: 5000, multiline: true, required: true }),
    /** What the template read (category, material, options…), so the user sees where a sentence came from. */
    facts: json({ label: '生成依据', check: () => null, readOnly: true }),
    generated_at: datetime({ label: '生成时间', readOnly: true }),
    confirmed_at: datetime({ label: '确认时间', readOnly: true }),
    confirmed_by: reference({ label: '确认人', to: 'admin.staff', readOnly: true }),
  },
});
