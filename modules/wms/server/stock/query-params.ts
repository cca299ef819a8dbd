// Query-string pieces shared by the stock and movement lists and their exports.
import { z } from 'zod';

/** `a,b`, `a\nb` or `x[]=a&x[]=b` → ['a', 'b'] (blanks dropped, at most 1000 entries of 64 characters). */
export const commaList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(/[,\n\t]/)).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.string().max(64, `${label}最多64个字符`)).max(1000, `${label}最多1000个`))
    .optional();

/** An ISO time (`2026-11-21T08:00:00Z`) or a day (`2026-11-21`, Asia/Shanghai). */
export const instant = (label: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00+08:00` : v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
        return z.NEVER;
      }
      return d;
    })
    .optional();

/** `sort=-on_hand,sku_id` → [['on_hand', 'desc'], ['sku_id', 'asc']], only the allowed keys. */
export function sortOf<K extends string>(raw: string | undefined, allowed: readonly K[]): [K, 'asc' | 'desc'][] | string {
  if (!raw) return [];
  const parts: [K, 'asc' | 'desc'][] = [];
  for (const s of raw.split(',')) {
    const key = s.replace(/^[-+]/, '') as K;
    if (!allowed.includes(key)) return `不能按${key}排序`;
    parts.push([key, s.startsWith('-') ? 'desc' : 'asc']);
  }
  return parts;
}
