import { describe, expect, it } from 'vitest';
import { decideFastDescription, decideFastReport } from './fast-generate-descriptions.command.ts';

const confirmed = { confirmed_at: new Date('2024-05-01T08:00:00Z') };

describe('generating and confirming descriptions in a batch', () => {
  it('describes an SPU without a draft or with one never confirmed', () => {
    expect(decideFastDescription({ draft: null }, { overwrite: false })).toBe('describe');
    expect(decideFastDescription({ draft: { confirmed_at: null } }, { overwrite: false })).toBe('describe');
  });

  it('leaves a description confirmed once alone, unless asked to overwrite', () => {
    expect(decideFastDescription({ draft: confirmed }, { overwrite: false })).toBe('skip');
    expect(decideFastDescription({ draft: confirmed }, { overwrite: true })).toBe('describe');
  });

  it('answers what each SPU came to, in the order asked, with the totals', () => {
    expect(
      decideFastReport([
        { spu_id: 'spu1', code: 'DS100', result: 'skipped' },
        { spu_id: 'spu2', code: 'DS200', result: 'confirmed' },
        { spu_id: 'spu3', code: null, result: { failed: 'SPU不存在' } },
        { spu_id: 'spu4', code: 'DS400', result: 'confirmed' },
      ]),
    ).toEqual({
      confirmed: 2,
      skipped: 1,
      failed: 1,
      items: [
        { spu_id: 'spu1', code: 'DS100', status: 'skipped', message: '已有确认的商品描述' },
        { spu_id: 'spu2', code: 'DS200', status: 'confirmed' },
        { spu_id: 'spu3', code: null, status: 'failed', message: 'SPU不存在' },
        { spu_id: 'spu4', code: 'DS400', status: 'confirmed' },
      ],
    });
  });

  it('gives a confirmed SPU no message', () => {
    const [item] = decideFastReport([{ spu_id: 'spu2', code: 'DS200', result: 'confirmed' }]).items;
    expect(Object.keys(item!)).toEqual(['spu_id', 'code', 'status']);
  });
});
