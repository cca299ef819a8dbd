import { defineChangeRequest } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { type ChangeForm, editRows, linesOf, resultText, targetText } from './change-request-rows.ts';
import { decl, item } from './testing-decl.ts';

const target = (id: string, code: string, values: Record<string, string>) => ({
  id,
  code,
  name: null,
  status_label: null,
  pending_code: null,
  values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v, text: v }])),
});
const form = {
  item: target('i1', 'A1', { 'item.name': '衬衫', 'item.season': '夏季' }),
  variants: [target('v1', 'A1-S', { 'variant.price': '9.90' }), target('v2', 'A1-M', { 'variant.price': '10.90' })],
  fields: decl.fields,
} as unknown as ChangeForm;

describe('a declared change request on the web', () => {
  it('derives the request and its lines: subject reference and code, a child reference per child target', () => {
    expect(Object.keys(decl.request.fields)).toEqual(expect.arrayContaining(['item_id', 'item_code', 'lines']));
    expect(Object.keys(decl.line.fields)).toContain('variant_id');
    expect(decl.fields.map((f) => f.key)).toEqual(['item.name', 'item.season', 'variant.price']);
    expect(() =>
      defineChangeRequest({
        ...{ name: 'x', table: 'x', lineTable: 'y', label: 'x', number: 'X', documentType: 'x', api: decl.api, screen: decl.screen },
        targets: { item: { entity: item, fields: ['nope'] } },
      }),
    ).toThrow('test.item has no field nope');
  });

  it('lays out the subject’s rows then each child’s, and submits only the rows given a value', () => {
    const rows = editRows(decl, form);
    expect(rows.map((r) => r.key)).toEqual(['i1:item.name', 'i1:item.season', 'v1:variant.price', 'v2:variant.price']);
    expect(rows[2]!.currentText).toBe('9.90');
    expect(linesOf(decl, rows, { 'i1:item.name': ' 长衬衫 ', 'v2:variant.price': '11', 'v1:variant.price': '  ' })).toEqual([
      { field: 'item.name', new_value: '长衬衫' },
      { field: 'variant.price', variant_id: 'v2', new_value: '11' },
    ]);
  });

  it('says what a request did and names a target by its entity', () => {
    expect(resultText({ status: 'pending', applied_count: null, failed_count: null })).toBe('待生效');
    expect(resultText({ status: 'withdrawn', applied_count: 0, failed_count: 0 })).toBe('未生效');
    expect(resultText({ status: 'partial', applied_count: 2, failed_count: 1 })).toBe('已生效 2，未生效 1');
    expect(resultText({ status: 'approved', applied_count: 3, failed_count: 0 })).toBe('已生效 3');
    expect(targetText(decl, 'variant', 'A1-M')).toBe('规格 A1-M');
  });
});
