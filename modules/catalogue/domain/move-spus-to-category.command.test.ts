import { describe, expect, it } from 'vitest';
import { decideMoveSpusToCategory } from './move-spus-to-category.command.ts';

const spus = [
  { id: 'spu1', category_id: 'tees' },
  { id: 'spu2', category_id: 'hoodies' },
  { id: 'spu3', category_id: null },
];

describe('moving SPUs to a category', () => {
  it('moves the SPUs not in the category yet, in the order read, and counts the others', () => {
    expect(decideMoveSpusToCategory({ category: true, spus }, { category_id: 'hoodies' })).toEqual({
      category_id: 'hoodies',
      moving: ['spu1', 'spu3'],
      unchanged: 1,
    });
    expect(decideMoveSpusToCategory({ category: true, spus }, { category_id: 'caps' })).toEqual({
      category_id: 'caps',
      moving: ['spu1', 'spu2', 'spu3'],
      unchanged: 0,
    });
  });

  it('moves nothing when every SPU is there already', () => {
    expect(decideMoveSpusToCategory({ category: true, spus: [spus[0]!] }, { category_id: 'tees' })).toEqual({ category_id: 'tees', moving: [], unchanged: 1 });
  });

  it('refuses a category that does not exist', () => {
    expect(decideMoveSpusToCategory({ category: false, spus }, { category_id: 'gone' })).toEqual({ refused: { field: 'category_id', rule: '分类不存在' } });
  });
});
