import { describe, expect, it } from 'vitest';
import { decideReplaceComposition, type ReplaceCompositionState } from './replace-composition.command.ts';

const materials = new Map([
  ['cotton', { name: '棉', status: 'enabled' }],
  ['elastane', { name: '氨纶', status: 'enabled' }],
  ['silk', { name: '真丝', status: 'disabled' }],
]);
const none: ReplaceCompositionState = { materials, record: null };
const stored: ReplaceCompositionState = { materials, record: { id: 'c1', version: 3, rows: new Map([['cotton', 'row-cotton']]) } };
const rows = (...r: [string, string][]) => r.map(([material_id, percent]) => ({ material_id, percent }));
const field = (rule: string) => ({ refused: { field: 'rows', rule } });

describe('replacing a material composition', () => {
  it('creates the owner’s record with its rows largest share first, equal shares in the order sent', () => {
    expect(decideReplaceComposition(none, { rows: rows(['elastane', '5'], ['cotton', '95.0']) })).toEqual({
      create: [
        { material_id: 'cotton', percent: '95.0', sort: 0 },
        { material_id: 'elastane', percent: '5', sort: 1 },
      ],
    });
    const even = decideReplaceComposition(none, { rows: rows(['elastane', '50'], ['cotton', '50.0']), version: null });
    expect(even).toEqual({ create: [expect.objectContaining({ material_id: 'elastane' }), expect.objectContaining({ material_id: 'cotton' })] });
  });

  it('replaces the rows of a record, a material already there keeping its row', () => {
    expect(decideReplaceComposition(stored, { rows: rows(['cotton', '80'], ['elastane', '20']), version: 3 })).toEqual({
      update: 'c1',
      rows: [
        { id: 'row-cotton', material_id: 'cotton', percent: '80', sort: 0 },
        { material_id: 'elastane', percent: '20', sort: 1 },
      ],
    });
  });

  it('clears a record with an empty list, and writes nothing for an owner without one', () => {
    expect(decideReplaceComposition(stored, { rows: [] })).toEqual({ update: 'c1', rows: [] });
    expect(decideReplaceComposition(none, { rows: [] })).toEqual({ nothing: true });
  });

  it('refuses a material that is not there, named twice or disabled, naming its row', () => {
    expect(decideReplaceComposition(none, { rows: rows(['cotton', '90'], ['gone', '10']) })).toEqual(field('第2行: 材质不存在'));
    expect(decideReplaceComposition(none, { rows: rows(['cotton', '50'], ['cotton', '50']) })).toEqual(field('第2行: 材质「棉」重复'));
    expect(decideReplaceComposition(none, { rows: rows(['silk', '100']) })).toEqual(field('第1行: 材质「真丝」已停用'));
  });

  it('refuses percents that do not sum to exactly 100, added as decimals', () => {
    expect(decideReplaceComposition(none, { rows: rows(['cotton', '95.5'], ['elastane', '4.4']) })).toEqual(field('成分比例合计必须为100%，当前为99.9%'));
    expect(decideReplaceComposition(none, { rows: rows(['cotton', '33.3'], ['elastane', '66.7']) })).toEqual(
      expect.objectContaining({ create: expect.any(Array) }),
    );
  });

  it('refuses a save over a version the screen did not read, checked after the rows', () => {
    const conflict = { refused: { conflict: '材质成分已被他人修改，请刷新后重试' } };
    expect(decideReplaceComposition(stored, { rows: rows(['cotton', '100']), version: 2 })).toEqual(conflict);
    expect(decideReplaceComposition(stored, { rows: rows(['cotton', '100']), version: null })).toEqual(conflict); // read none, one exists now
    expect(decideReplaceComposition(none, { rows: rows(['cotton', '100']), version: 1 })).toEqual(conflict);
    expect(decideReplaceComposition(stored, { rows: rows(['silk', '100']), version: 2 })).toEqual(field('第1行: 材质「真丝」已停用'));
    expect(decideReplaceComposition(stored, { rows: rows(['cotton', '100']) })).toEqual(expect.objectContaining({ update: 'c1' })); // no version: no check
  });
});
