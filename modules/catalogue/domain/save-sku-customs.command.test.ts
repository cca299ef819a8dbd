import { describe, expect, it } from 'vitest';
import { decideCustomsReview, decideSaveSkuCustoms, newMaterial, REVIEWED_FIELDS, reviewReset } from './save-sku-customs.command.ts';

const stored = {
  id: 'c1',
  sku_id: 's1',
  hs_code: '6109100021',
  declared_name: '棉制针织T恤',
  declared_value: '4.50',
  currency: 'USD',
  material_id: 'cotton',
  audit_status: 'approved',
  audit_remark: '好',
  auditor: 'reviewer',
};
const conflict = (message: string) => ({ refused: { conflict: message } });

describe('the review of saved customs data', () => {
  it('sends reviewed or rejected data back to 待审核 when a declared value changes', () => {
    expect(decideCustomsReview(stored, { declared_value: '5.20' })).toEqual({ audit_status: 'pending', audit_remark: null, auditor: null, audited_at: null });
    expect(decideCustomsReview({ ...stored, audit_status: 'rejected' }, { material_id: 'silk' })).toEqual(reviewReset);
    expect(decideCustomsReview(stored, { usage: '穿着' })).toEqual(reviewReset); // a value set where there was none
    for (const field of REVIEWED_FIELDS) expect(decideCustomsReview(stored, { [field]: 'other' })).toEqual(reviewReset);
  });

  it('leaves the review alone for the same values written again, other columns, new data and data pending already', () => {
    expect(decideCustomsReview(stored, { declared_value: '4.5', hs_code: '6109100021', usage: '' })).toEqual({}); // 4.5 = 4.50; '' = none
    expect(decideCustomsReview(stored, { sku_id: 's2', remark: 'x' })).toEqual({});
    expect(decideCustomsReview(stored, {})).toEqual({}); // the review's own stamp
    expect(decideCustomsReview(null, { sku_id: 's1', declared_value: '4.50' })).toEqual({});
    expect(decideCustomsReview({ ...stored, audit_status: 'pending' }, { declared_value: '9' })).toEqual({});
  });
});

describe('saving a SKU’s customs data', () => {
  const sku = { code: 'TS300-BLK' };
  const enabled = { status: 'enabled' };

  it('saves data of an existing SKU with no other declaration, the material named anew in use', () => {
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false }, { sku_id: 's1' }, null)).toEqual({ save: true });
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false, material: enabled }, { sku_id: 's1', material_id: 'cotton' }, null)).toEqual({ save: true });
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false, material: enabled }, { ...stored, material_id: 'silk' }, stored)).toEqual({ save: true });
  });

  it('refuses a SKU that does not exist, before anything else', () => {
    expect(decideSaveSkuCustoms({ sku: null, otherDeclaration: true, material: null }, { sku_id: 'gone', material_id: 'x' }, null)).toEqual(
      conflict('SKU不存在'),
    );
  });

  it('refuses a second declaration of a SKU', () => {
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: true, material: enabled }, { sku_id: 's1', material_id: 'cotton' }, null)).toEqual(
      conflict('SKU TS300-BLK 已有报关信息，请编辑'),
    );
  });

  it('refuses a material named anew that is not there or not in use', () => {
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false, material: null }, { sku_id: 's1', material_id: 'gone' }, null)).toEqual(conflict('材质不存在'));
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false }, { sku_id: 's1', material_id: 'gone' }, null)).toEqual(conflict('材质不存在'));
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false, material: { status: 'disabled' } }, { sku_id: 's1', material_id: 'old' }, null)).toEqual(
      conflict('材质已停用'),
    );
  });

  it('keeps the stored material even once it is disabled, and checks no material when none is named', () => {
    expect(newMaterial({ ...stored, declared_value: '6' }, stored)).toBeNull();
    expect(newMaterial({ sku_id: 's1', material_id: null }, null)).toBeNull();
    expect(newMaterial({ sku_id: 's1' }, null)).toBeNull();
    expect(newMaterial({ ...stored, material_id: 'silk' }, stored)).toBe('silk');
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false, material: { status: 'disabled' } }, stored, stored)).toEqual({ save: true });
    expect(decideSaveSkuCustoms({ sku, otherDeclaration: false }, { ...stored, material_id: null }, stored)).toEqual({ save: true });
  });
});
