import { describe, expect, it } from 'vitest';
import { decideConfirmDescription } from './confirm-description.command.ts';

const at = new Date('2024-05-01T08:00:00Z');

describe('confirming an SPU description', () => {
  it('confirms the draft with the edits sent, by whom and when', () => {
    const edits = { title: '山野 夏季纯棉T恤', bullets: ['透气', '不起球'], version: 2 };
    expect(decideConfirmDescription({ draft: { id: 'd1' } }, { edits, by: 'staff1', at })).toEqual({
      update: 'd1',
      fields: edits,
      extra: { status: 'confirmed', confirmed_at: at, confirmed_by: 'staff1' },
    });
  });

  it('confirms the draft as it is when nothing is edited', () => {
    expect(decideConfirmDescription({ draft: { id: 'd1' } }, { edits: {}, by: 'staff1', at })).toMatchObject({ update: 'd1', fields: {} });
  });

  it('refuses an SPU without a draft', () => {
    expect(decideConfirmDescription({ draft: null }, { edits: { title: 'x' }, by: 'staff1', at })).toEqual({
      refused: { conflict: '该SPU还没有商品描述草稿，请先生成' },
    });
  });
});
