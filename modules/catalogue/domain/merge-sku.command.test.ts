import type { AppError } from '@entrepot/server-kit';
import { describe, expect, it } from 'vitest';
import { mergeRefusal, mergeSku } from './merge-sku.command.ts';

const a = { id: 'a', code: 'A-1', status: 'developing' };
const b = { id: 'b', code: 'B-1', status: 'on_sale' };
const input = { from_sku_id: 'a', to_sku_id: 'b' };
const refusal = (decision: unknown) => {
  const refused = (decision as { refused?: AppError }).refused;
  return refused ? `${refused.code} ${refused.message}` : null;
};

describe('mergeRefusal', () => {
  it('refuses a selling or retired source and a retired target', () => {
    expect(mergeRefusal(a, b)).toBeNull();
    expect(mergeRefusal({ ...a, status: 'suspended' }, b)).toBeNull();
    expect(mergeRefusal({ ...a, status: 'on_sale' }, b)).toBe('SKU A-1 在售中，请先停售或清仓再合并');
    expect(mergeRefusal({ ...a, status: 'retired' }, b)).toBe('SKU A-1 已淘汰，不能再合并');
    expect(mergeRefusal(a, { ...b, status: 'retired' })).toBe('目标SKU B-1 已淘汰，不能合并到已淘汰的SKU');
  });
});

describe('mergeSku.decide', () => {
  it('merges a stopped SKU into another, carrying the reason', () => {
    expect(mergeSku.decide({ from: a, to: b }, { ...input, reason: '重复建档' })).toEqual({ from: a, to: b, reason: '重复建档' });
    expect(mergeSku.decide({ from: a, to: b }, input)).toMatchObject({ reason: null });
  });

  it('refuses a SKU into itself (naming the field) and what mergeRefusal refuses (a conflict)', () => {
    expect(refusal(mergeSku.decide({ from: a, to: a }, { from_sku_id: 'a', to_sku_id: 'a' }))).toBe('10422 to_sku_id: 不能把SKU合并到自身');
    expect(refusal(mergeSku.decide({ from: { ...a, status: 'on_sale' }, to: b }, input))).toBe('10409 SKU A-1 在售中，请先停售或清仓再合并');
  });
});
