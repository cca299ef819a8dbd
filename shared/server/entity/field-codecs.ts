// One server codec per field type: its column, its input schema, its filter and its wire form.
import { parseList, toWireTime } from '@entrepot/contract';
import type { Field, FilterOp } from '@entrepot/entity';
import { arrayOverlaps, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, type PgColumn, type PgColumnBuilderBase, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';

export interface Codec<F extends Field = Field> {
  column(name: string, field: F): PgColumnBuilderBase;
  /** The written value: wire → stored value. Optional fields also accept null and ''. */
  input(field: F): z.ZodType;
  /** A filter condition from the query string value(s); undefined when the value means "no filter". */
  filter(column: PgColumn, op: FilterOp, raw: string[]): SQL | undefined;
  /** Stored value → wire. */
  output(value: unknown): unknown;
}

const identity = (v: unknown) => v;

/** '12.3' → 1230n: money compared exactly. */
export function toCents(value: string): bigint {
  const [whole = '0', frac = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
}
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function scalarFilter(column: PgColumn, op: FilterOp, values: unknown[]): SQL | undefined {
  if (values.length === 0) return undefined;
  switch (op) {
    case 'equal':
      return eq(column, values[0]);
    case 'in':
    case 'batch':
      return inArray(column, values);
    case 'like':
      return ilike(column, `%${escapeLike(String(values[0]))}%`);
    case 'range':
      return undefined; // handled by rangeFilter with its two bounds
  }
}

/** `range` filters arrive as two values, `from,to`, either of which may be empty. */
export function rangeFilter(column: PgColumn, from: unknown, to: unknown): SQL | undefined {
  const parts = [from !== undefined && from !== '' ? gte(column, from) : undefined, to !== undefined && to !== '' ? lte(column, to) : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : sql`(${parts[0]} and ${parts[1]})`;
}

/** A missing value says what to do (请输入/请选择); a value of the wrong kind says what it must be. */
const kindError = (verb: '请输入' | '请选择', label: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${verb}${label}` : `${label}${kind}`),
});

const textInput = (f: { label: string; required?: boolean; max: number; min?: number; check?: (v: string) => string | null }) => {
  let s = z
    .string(kindError('请输入', f.label, '必须是文本'))
    .trim()
    .max(f.max, `${f.label}最多${f.max}个字符`);
  if (f.min) s = s.min(f.min, `${f.label}至少${f.min}个字符`);
  const checked = f.check
    ? s.superRefine((v, ctx) => {
        const message = v === '' ? null : f.check!(v);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
    : s;
  return f.required ? checked.refine((v) => v !== '', `请输入${f.label}`) : checked.nullable().transform((v) => (v === '' ? null : v));
};

const optional = (schema: z.ZodType, required?: boolean) => (required ? schema : schema.nullable());

export const codecs: { [T in Field['type']]: Codec<Extract<Field, { type: T }>> } = {
  text: {
    column: (name) => text(name),
    input: textInput,
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    output: identity,
  },
  code: {
    column: (name) => text(name),
    input: (f) => textInput({ ...f, required: false }),
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
    input: (f) =>
      optional(
        z.enum(f.options.map((o) => o.value) as [string, ...string[]], {
          error: (issue) => (issue.input === undefined || issue.input === null ? `请选择${f.label}` : `请选择正确的${f.label}`),
        }),
        f.required,
      ),
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
    filter: (c, op, raw) =>
      scalarFilter(
        c,
        op,
        raw.filter((v) => z.uuid().safeParse(v).success),
      ),
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
        .refine((v) => /^-?\d{1,16}(\.\d{1,2})?$/.test(v), `${f.label}最多2位小数`)
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
  datetime: {
    column: (name) => timestamp(name, { withTimezone: true, mode: 'date' }),
    input: (f) =>
      optional(
        z.iso.datetime({ offset: true, message: `${f.label}格式不正确` }).transform((v) => new Date(v)),
        f.required,
      ),
    filter: (c, op, raw) => scalarFilter(c, op, raw),
    // A Date from the query builder, or the driver's text ('2026-03-01 00:00:00+00') from a plain statement.
    output: (v) => (v instanceof Date ? toWireTime(v) : typeof v === 'string' && v !== '' ? toWireTime(new Date(v)) : v),
  },
};

export function codecOf(field: Field): Codec {
  return codecs[field.type] as Codec;
}

/** Query-string values of one filter: `k=a,b`, `k[]=a&k[]=b` and `k=a&k=b` all give [a, b]. */
export function filterValues(query: Record<string, unknown>, key: string): string[] {
  return parseList(query[key] ?? query[`${key}[]`]);
}
