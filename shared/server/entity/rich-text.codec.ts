// Rich text: the editor's HTML, sanitised on every write (the same sanitiser as notices).
import type { RichTextField } from '@entrepot/entity';
import { text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { sanitizeRichText } from '../rich-text.ts';
import { type Codec, kindError, optional, scalarFilter } from './codec-kit.ts';

export const RICH_TEXT_MAX = 200_000;

/** An editor left empty still answers markup (`<p><br></p>`): no text and no picture is no value. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

export const richTextCodec: Codec<RichTextField> = {
  column: (name) => text(name),
  input: (f) => {
    const max = f.max ?? RICH_TEXT_MAX;
    const html = z
      .string(kindError('请输入', f.label, '必须是文本'))
      .max(max, `${f.label}最多${max}个字符`)
      .transform((v) => {
        const clean = sanitizeRichText(v);
        return isBlankHtml(clean) ? null : clean;
      });
    return f.required ? html.refine((v) => v !== null, `请输入${f.label}`) : optional(html);
  },
  filter: (c, op, raw) => scalarFilter(c, op, raw),
  output: (v) => v ?? null,
  // A sheet is read by people: the text with its paragraphs as lines, no markup (an import takes it back as text).
  cell: (v) => htmlText(String(v)),
};

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&#160;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Rich text as plain text: paragraphs, line breaks and list items as lines; tags gone; the usual entities read. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|#160|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{2,}/g, '\n')
    .trim();
}
