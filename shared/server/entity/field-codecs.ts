// One server codec per field type: its column, its input schema, its filter and its wire form.
import { parseList, toWireTime } from '@entrepot/contract';
import { type EnumField, type Field, isIsoDay } from '@entrepot/entity';
import { arrayOverlaps, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { childrenCodec } from './children.codec.ts';
import { type Codec, kindError, optional, scalarFilter, toCents } from './codec-kit.ts';
import { fileCodec, filesCodec } from './file.codec.ts';
import { isStarred } from './mask.ts';
import { decimalCodec, quantityCodec } from './number.codec.ts';
import { richTextCodec } from './rich-text.codec.ts';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { type Codec, escapeLike, likeFilter, rangeFilter, toCents, toScaled } from './codec-kit.ts';

const identity = (v: unknown) => v;

const textInput = (f: { label: string; required?: boolean; max: number; min?: number; check?: (v: string) => string | null; masked?: string }) => {
  let s = z
    .string(kindError('请输入', f.label, '必须是文本'))
    .trim()
    .max(f.max, `${f.label}最多${f.max}个字符`);
  if (f.min) s = s.min(f.min, `${f.label}至少${f.min}个字符`);
  const checked = f.check
    ? s.superRefine((v, ctx) => {
        // A masked value sent back as it was shown (`************7890`) means "unchanged" (mask.ts keepStarred).
        const message = v === '' || (f.masked && isStarred(v)) ? null : f.check!(v);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
    : s;
  return f.required ? checked.refine((v) => v !== '', `请输入${f.label}`) : checked.nullable().transform((v) => (v === '' ? null : v));
};

export const codecs: { [T in Field['type']]: Codec<Extract<Field, { type: T }>> } = {
  text: {
    column: (name) => text(name),
    input: textInput,
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    output: identity,
  },
  code: {
    column: (name) => text(name),
    // Left blank, a code with a pattern is numbered by the server; one without must be given.
    input: (f) => textInput({ ...f, required: f.required === true && !f.pattern }),
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    output: identity,
  },
  number: {
    column: (name) => integer(name),
    input: (f) => {
      let n = z.number(kindError('请输入', f.label, '必须是整数')).int(`${f.label}必须是整数`);
      if (f.min !== undefined) n = n.min(f.min, `${f.label}不能小于${f.min}`);
      if (f.max !== undefined) n = n.max(f.max, `${f.label}不能大于${f.max}`);
      return optional(n, f.required);
    },
    filter: (c, op, raw) => scalarFilter(c, op, raw.map(Number).filter(Number.isFinite)),
    output: identity,
  },
  boolean: {
    column: (name, f) => (f.default === undefined ? boolean(name) : boolean(name).default(f.default)),
    input: (f) => optional(z.boolean(kindError('请选择', f.label, '必须是是或否')), f.required),
    filter: (c, op, raw) =>
      scalarFilter(
        c,
        op,
        raw.filter((v) => ['true', 'false', '1', '0'].includes(v)).map((v) => v === 'true' || v === '1'),
      ),
    output: identity,
  },
  enum: {
    column: (name, f) => (f.default === undefined ? text(name) : text(name).default(f.default)),
    input: (f) => optional(enumChoice(f), f.required),
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    output: identity,
  },
  status: {
    column: (name, f) => text(name).notNull().default(f.machine.initial),
    input: (f) => z.enum(Object.keys(f.machine.states) as [string, ...string[]], `请选择正确的${f.label}`),
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    output: identity,
  },
  reference: {
    column: (name) => uuid(name),
    input: (f) => optional(z.uuid(kindError('请选择', f.label, '不正确')), f.required),
    filter: (c, op, raw) => {
      // Any value PostgreSQL reads as a uuid; a filter given none of them matches nothing (never everything).
      const ids = raw.filter((v) => UUID_TEXT.test(v));
      return raw.length > 0 && ids.length === 0 ? sql`false` : scalarFilter(c, op, ids);
    },
    output: identity,
  },
  references: {
    column: (name, f) => (f.key && f.key !== 'id' ? text(name).array().notNull().default(sql`'{}'`) : uuid(name).array().notNull().default(sql`'{}'`)),
    input: (f) => {
      const item = f.key && f.key !== 'id' ? z.string().trim().min(1).max(200) : z.uuid(`请选择${f.label}`);
      const list = z
        .array(item, `请选择${f.label}`)
        .max(1000)
        .transform((v) => [...new Set(v)]);
      // No default here: on update an absent key must leave the list alone (the column defaults to {}).
      return f.required ? list.refine((v) => v.length > 0, `请选择${f.label}`) : list;
    },
    filter: (c, _op, raw) => (raw.length === 0 ? undefined : arrayOverlaps(c, raw)),
    output: (v) => v ?? [],
  },
  money: {
    column: (name) => numeric(name, { precision: 18, scale: 2 }),
    input: (f) => {
      const min = f.min ?? '0';
      const decimal = z
        .union([z.string(), z.number()], kindError('请输入', f.label, '必须是金额'))
        .transform((v) => String(v).trim())
        // `abort`: a text that is no amount stops here (the next check would read it as cents and throw).
        .refine((v) => /^-?\d{1,16}(\.\d{1,2})?$/.test(v), { message: `${f.label}最多2位小数`, abort: true })
        // Compared as decimals in integer cents: no float rounding.
        .refine((v) => toCents(v) >= toCents(min), `${f.label}不能小于${min}`);
      return optional(decimal, f.required);
    },
    filter: (c, op, raw) =>
      scalarFilter(
        c,
        op,
        raw.filter((v) => /^-?\d+(\.\d+)?$/.test(v)),
      ),
    output: identity,
  },
  json: {
    column: (name) => jsonb(name),
    input: (f) =>
      optional(
        z.unknown().superRefine((v, ctx) => {
          const message = v === null ? null : f.check(v);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
        f.required,
      ),
    filter: () => undefined,
    output: identity,
  },
  date: {
    // mode 'string': the driver's 'YYYY-MM-DD' as is, never a Date shifted by a time zone.
    column: (name) => date(name, { mode: 'string' }),
    input: (f) => {
      const day = z
        .string(kindError('请选择', f.label, '格式应为 YYYY-MM-DD'))
        .trim()
        .superRefine((v, ctx) => {
          if (v === '' ? f.required : !isIsoDay(v)) ctx.addIssue({ code: 'custom', message: v === '' ? `请选择${f.label}` : `${f.label}格式应为 YYYY-MM-DD` });
        })
        .transform((v) => (v === '' ? null : v));
      return optional(day, f.required);
    },
    filter: (c, op, raw) => scalarFilter(c, op, raw.filter(isIsoDay)),
    output: identity,
  },
  datetime: {
    column: (name) => timestamp(name, { withTimezone: true, mode: 'date' }),
    input: (f) =>
      optional(
        z.iso.datetime({ offset: true, message: `${f.label}格式不正确` }).transform((v) => new Date(v)),
        f.required,
      ),
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    // A Date from the query builder, or the driver's text ('2026-03-01 00:00:00+00') from a plain statement.
    // The driver's parser already gives the wire form ('…Z', shared/server/db/types.ts): kept as it is.
    output: (v) => (v instanceof Date ? toWireTime(v) : typeof v === 'string' && v !== '' && !v.endsWith('Z') ? toWireTime(new Date(v)) : v),
  },
  decimal: decimalCodec,
  quantity: quantityCodec,
  file: fileCodec,
  files: filesCodec,
  richText: richTextCodec,
  children: childrenCodec((field) => codecOf(field)),
};

/** Several choices of an enum (`enumsOf`): a text[] column; a filter matches a record holding any given choice. */
const enumsCodec: Codec<EnumField> = {
  column: (name) => text(name).array().notNull().default(sql`'{}'`),
  input: (f) => {
    const list = z.array(enumChoice(f), `请选择${f.label}`).transform((v) => [...new Set(v)]);
    return f.required ? list.refine((v) => v.length > 0, `请选择${f.label}`) : list;
  },
  // One array parameter (a query's source column is no table column drizzle would bind an array for).
  filter: (c, _op, raw) => (raw.length === 0 ? undefined : sql`${c} && ${sql.param(raw)}::text[]`),
  output: (v) => v ?? [],
  cell: (v, f) => (v as string[]).map((x) => f.options.find((o) => o.value === x)?.label ?? x).join('、'),
};

export function codecOf(field: Field): Codec {
  if (field.type === 'enum' && field.many) return enumsCodec as Codec;
  return codecs[field.type] as Codec;
}

function enumChoice(f: EnumField) {
  return z.enum(f.options.map((o) => o.value) as [string, ...string[]], {
    error: (issue) => (issue.input === undefined || issue.input === null ? `请选择${f.label}` : `请选择正确的${f.label}`),
  });
}

/** Query-string values of one filter: `k=a,b`, `k[]=a&k[]=b` and `k=a&k=b` all give [a, b]. */
export function filterValues(query: Record<string, unknown>, key: string): string[] {
  return parseList(query[key] ?? query[`${key}[]`]);
}
