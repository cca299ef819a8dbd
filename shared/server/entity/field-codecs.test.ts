import { date, enumsOf } from '@entrepot/entity';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parseCell } from '../file-tasks/cells.ts';
import { codecOf } from './field-codecs.ts';

const messageOf = (schema: ReturnType<ReturnType<typeof codecOf>['input']>, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('date', () => {
  const day = date({ label: '生效日期', required: true });
  const input = codecOf(day).input(day);

  it('takes a real calendar day as YYYY-MM-DD', () => {
    expect(input.parse('2026-02-28')).toBe('2026-02-28');
    expect(messageOf(input, '2026-02-30')).toBe('生效日期格式应为 YYYY-MM-DD');
    expect(messageOf(input, '2026-03-01T00:00:00Z')).toBe('生效日期格式应为 YYYY-MM-DD');
    expect(messageOf(input, '')).toBe('请选择生效日期');
    expect(messageOf(input, undefined)).toBe('请选择生效日期');
  });

  it('an optional day may be left blank', () => {
    const optional = date({ label: '到期日' });
    expect(codecOf(optional).input(optional).parse('')).toBeNull();
    expect(codecOf(optional).input(optional).parse(null)).toBeNull();
  });

  it('ignores filter values that are not days (no SQL error)', () => {
    expect(codecOf(day).filter({} as never, 'equal', ['x'])).toBeUndefined();
  });

  it('reads a spreadsheet date cell as its day', () => {
    expect(parseCell(day, '2026-03-01T00:00:00.000Z', () => new Map())).toEqual({ ok: true, value: '2026-03-01' });
    expect(parseCell(day, '2026/03/01', () => new Map())).toEqual({ ok: false, message: '生效日期格式应为 YYYY-MM-DD' });
  });
});

describe('several choices (enumsOf)', () => {
  const marks = enumsOf({
    label: '标记',
    required: true,
    options: [
      { value: 'urgent', label: '加急' },
      { value: 'gift', label: '礼品' },
    ],
    filter: 'in',
  });
  const codec = codecOf(marks);

  it('takes a list of declared choices once each; refuses another and, when required, none', () => {
    expect(codec.input(marks).parse(['gift', 'urgent', 'gift'])).toEqual(['gift', 'urgent']);
    expect(messageOf(codec.input(marks), ['gift', 'nope'])).toBe('请选择正确的标记');
    expect(messageOf(codec.input(marks), [])).toBe('请选择标记');
  });

  it('answers an empty list for none, reads as labels in a sheet, filters by any of the choices', () => {
    expect(codec.output(null)).toEqual([]);
    expect(codec.cell!(['urgent', 'gift'], marks)).toBe('加急、礼品');
    expect(codec.filter({} as never, 'in', [])).toBeUndefined();
    expect(new PgDialect().sqlToQuery(codec.filter(sql.raw('"marks"') as never, 'in', ['gift'])!).sql).toBe('"marks" && $1::text[]');
  });
});
