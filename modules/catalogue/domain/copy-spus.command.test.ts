import { describe, expect, it } from 'vitest';
import { copyCodePrefix, decideCopyReport } from './copy-spus.command.ts';

describe('copying SPUs in a batch', () => {
  it('draws a blank copy code from the source code’s letters', () => {
    expect(copyCodePrefix('TS020')).toBe('TS');
    expect(copyCodePrefix('HD700')).toBe('HD');
    expect(copyCodePrefix('A1B2')).toBe('A1B');
    expect(copyCodePrefix('ABC')).toBe('ABC');
  });

  it('reports each copy in the order asked: the new SPU, or why it was refused', () => {
    expect(
      decideCopyReport([
        { from: 'HD700', to: 'HD701', result: { id: 'new1' } },
        { from: 'HD700', to: 'PT800', result: { refused: { rule: 'SPU编码已存在', message: 'to: SPU编码已存在' } } },
        { from: 'NOPE1', to: null, result: { refused: { message: 'SPU不存在' } } },
        { from: 'PT900', to: 'PT901', result: { id: 'new2' } },
      ]),
    ).toEqual({
      copied: 2,
      failed: 2,
      items: [
        { from: 'HD700', to: 'HD701', id: 'new1' },
        { from: 'HD700', to: 'PT800', message: 'SPU编码已存在' }, // a field's rule, without the field's name
        { from: 'NOPE1', to: null, message: 'SPU不存在' },
        { from: 'PT900', to: 'PT901', id: 'new2' },
      ],
    });
  });

  it('reports an empty batch as nothing copied', () => {
    expect(decideCopyReport([])).toEqual({ copied: 0, failed: 0, items: [] });
  });
});
