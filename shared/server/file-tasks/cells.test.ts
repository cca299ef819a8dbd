import { text } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { parseCell } from './cells.ts';

const none = () => new Map<string, string>();

describe('parseCell: text', () => {
  const month = text({ label: '账期月份', max: 7, check: (v) => (/^\d{4}-\d{2}$/.test(v) ? null : '账期月份格式应为 2026-11') });

  it('checks a text cell as the form does: its length and the field’s own check', () => {
    expect(parseCell(month, '2026-11', none)).toEqual({ ok: true, value: '2026-11' });
    expect(parseCell(month, '2026/11', none)).toEqual({ ok: false, message: '账期月份格式应为 2026-11' });
    expect(parseCell(month, '2026-11-01', none)).toEqual({ ok: false, message: '账期月份最多7个字符' });
    expect(parseCell(month, '', none)).toBeUndefined();
  });
});
