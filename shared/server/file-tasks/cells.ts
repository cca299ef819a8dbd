import { type Field, isIsoDay, jsonText } from '@entrepot/entity';
import { codecOf } from '../entity/field-codecs.ts';

// One place that turns a field's wire value into spreadsheet text and back, for exports, imports and templates.

const SHANGHAI_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function shanghaiText(iso: string): string {
  const d = new Date(new Date(iso).getTime() + SHANGHAI_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Wire row → the cell of one field (references by their titles, enums and states by their labels). */
export function cellOf(key: string, field: Field, row: Record<string, unknown>): string | number | null {
  const v = row[key];
  if (v === null || v === undefined) return null;
  const own = codecOf(field).cell;
  if (own) return own(v, field);
  switch (field.type) {
    case 'number':
      return v as number;
    case 'boolean':
      return v ? '是' : '否';
    case 'enum':
      return field.options.find((o) => o.value === v)?.label ?? String(v);
    case 'status':
      return field.machine.states[String(v)]?.label ?? String(v);
    case 'reference':
      return (row[`${key}_title`] as string | null) ?? String(v);
    case 'references':
      return ((row[`${key}_titles`] as string[] | undefined) ?? (v as string[])).join(',');
    case 'datetime':
      return shanghaiText(String(v));
    case 'json':
      return jsonText(field, v);
    default:
      return String(v);
  }
}

/** Title (or one-field natural key) → key maps of the entities that reference fields point at. */
export type TitleLookup = (entity: string) => Map<string, string>;

/** The key of a title that several records share: the cell cannot say which one it means. */
export const AMBIGUOUS = '\u0000ambiguous';

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

const SPLIT = /[,，\n]/;

/** Cell text → the value a create or update expects; '' means "not given". */
export function parseCell(field: Field, text: string, lookup: TitleLookup): Parsed | undefined {
  if (text === '') return undefined;
  const own = codecOf(field).parseCell;
  if (own) return own(text, field);
  switch (field.type) {
    case 'number':
      return /^-?\d+$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, message: `${field.label}必须是整数` };
    case 'boolean':
      if (['是', 'true', '1', 'TRUE', 'Y'].includes(text)) return { ok: true, value: true };
      if (['否', 'false', '0', 'FALSE', 'N'].includes(text)) return { ok: true, value: false };
      return { ok: false, message: `${field.label}请填写是或否` };
    case 'enum': {
      const option = field.options.find((o) => o.label === text || o.value === text);
      return option ? { ok: true, value: option.value } : { ok: false, message: `${field.label}只能是: ${field.options.map((o) => o.label).join('、')}` };
    }
    case 'reference': {
      const id = lookup(field.to).get(text);
      if (id === AMBIGUOUS) return { ok: false, message: `${field.label}「${text}」对应多条记录，请填写编码` };
      return id ? { ok: true, value: id } : { ok: false, message: `${field.label}「${text}」不存在` };
    }
    case 'references': {
      const titles = text
        .split(SPLIT)
        .map((t) => t.trim())
        .filter(Boolean);
      const map = lookup(field.to);
      const ambiguous = titles.filter((t) => map.get(t) === AMBIGUOUS);
      if (ambiguous.length) return { ok: false, message: `${field.label}「${ambiguous.join('、')}」对应多条记录，请填写编码` };
      const missing = titles.filter((t) => !map.has(t) && !(field.key && field.key !== 'id' && [...map.values()].includes(t)));
      if (missing.length) return { ok: false, message: `${field.label}「${missing.join('、')}」不存在` };
      return { ok: true, value: titles.map((t) => map.get(t) ?? t) };
    }
    case 'datetime': {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
      if (!m) return { ok: false, message: `${field.label}格式应为 YYYY-MM-DD HH:mm:ss` };
      const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)) - SHANGHAI_MS;
      return { ok: true, value: new Date(utc).toISOString() };
    }
    case 'date': {
      // A spreadsheet date cell reads as midnight UTC (xlsx.ts): its day is the date.
      const day = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(text) ? text.slice(0, 10) : text;
      return isIsoDay(day) ? { ok: true, value: day } : { ok: false, message: `${field.label}格式应为 YYYY-MM-DD` };
    }
    case 'text': {
      // As the form's input checks it: the length and the field's own check (a month, a phone number).
      if (text.length > field.max) return { ok: false, message: `${field.label}最多${field.max}个字符` };
      const problem = field.check?.(text);
      return problem ? { ok: false, message: problem } : { ok: true, value: text };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false, message: `${field.label}不是有效的 JSON` };
      }
    default:
      return { ok: true, value: text };
  }
}
