// Exact decimals other than money, and quantities (counts of pieces).
import { type DecimalField, decimalProblem, isDecimalText, type QuantityField, quantityMax } from '@entrepot/entity';
import { integer, numeric } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Codec, optional, scalarFilter } from './codec-kit.ts';

const INTEGER = /^-?\d+$/;

export const decimalCodec: Codec<DecimalField> = {
  column: (name, f) => numeric(name, { precision: f.precision, scale: f.scale }),
  input: (f) =>
    optional(
      z
        .union([z.string(), z.number()], {
          error: (issue) => (issue.input === undefined || issue.input === null ? `请输入${f.label}` : `${f.label}必须是数字`),
        })
        .transform((v) => String(v).trim())
        .superRefine((v, ctx) => {
          const message = v === '' ? (f.required ? `请输入${f.label}` : null) : decimalProblem(f, v);
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .transform((v) => (v === '' ? null : v)),
      f.required,
    ),
  filter: (c, op, raw) => scalarFilter(c, op, raw.filter(isDecimalText)),
  bound: (raw) => (isDecimalText(raw.trim()) ? raw.trim() : undefined),
  output: (v) => v,
};

const quantityMin = (f: QuantityField) => f.min ?? (f.negative ? -quantityMax(f) : 0);

export const quantityCodec: Codec<QuantityField> = {
  column: (name, f) => (f.default === undefined ? integer(name) : integer(name).notNull().default(f.default)),
  input: (f) => {
    const count = z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined || issue.input === null ? `请输入${f.label}` : `${f.label}必须是整数`),
      })
      .transform((v, ctx) => {
        const n = typeof v === 'string' ? (INTEGER.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v;
        if (!Number.isInteger(n)) {
          ctx.addIssue({ code: 'custom', message: `${f.label}必须是整数` });
          return z.NEVER;
        }
        return n;
      })
      .refine((n) => n >= quantityMin(f), `${f.label}不能小于${quantityMin(f)}`)
      .refine((n) => n <= quantityMax(f), `${f.label}不能大于${quantityMax(f)}`);
    // A count with a default (a line's gifts, 0) stores it when the client clears the field, never a null.
    return f.default === undefined ? optional(count, f.required) : z.preprocess((v) => (v === null ? f.default : v), count.optional());
  },
  filter: (c, op, raw) => scalarFilter(c, op, raw.filter((v) => INTEGER.test(v)).map(Number)),
  bound: (raw) => (INTEGER.test(raw.trim()) ? Number(raw.trim()) : undefined),
  output: (v) => v,
  cell: (v) => (typeof v === 'number' ? v : null),
  parseCell: (text, f) => (INTEGER.test(text) ? { ok: true, value: Number(text) } : { ok: false, message: `${f.label}必须是整数` }),
};
