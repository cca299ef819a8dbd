import { describe, expect, it } from 'vitest';
import { probe } from '../testing/probe-entity.ts';
import { emptyFilters, isSortable, type ListQuery, toListParams } from './list-params.ts';

const query = (over: Partial<ListQuery>): ListQuery => ({ filters: {}, page: 1, per_page: 20, sort: null, exact: false, ...over });
const queryString = (q: ListQuery) => new URLSearchParams(Object.entries(toListParams(probe, q)).map(([k, v]) => [k, String(v)])).toString();

describe('toListParams', () => {
  it('sends each filter in the wire form of its operator and drops empty values', () => {
    const filters = {
      name: '  纸箱 ',
      code: 'A1\nA2\n\nA3',
      kind: '',
      enabled: 'false',
      tags: ['x', '', 'y'],
      owner_id: null,
      qty: { from: 5, to: null },
      due_at: { from: '', to: '2026-11-30T15:59:59.999Z' },
      status: undefined,
    };
    expect(queryString(query({ filters }))).toBe(
      'page=1&per_page=20&name=%E7%BA%B8%E7%AE%B1&code=A1%2CA2%2CA3&enabled=false&tags=x%2Cy&qty_from=5&due_at_to=2026-11-30T15%3A59%3A59.999Z',
    );
  });

  it('drops empty lists and ranges entirely', () => {
    expect(toListParams(probe, query({ filters: { tags: [], qty: {}, code: ' , ' } }))).toEqual({ page: 1, per_page: 20 });
  });

  it('adds sort and exact_total', () => {
    expect(toListParams(probe, query({ sort: { field: 'name', dir: 'desc' }, exact: true, page: 3 }))).toEqual({
      page: 3,
      per_page: 20,
      sort: '-name',
      exact_total: 1,
    });
  });
});

describe('list helpers', () => {
  it('knows the sortable fields', () => {
    expect(isSortable(probe, 'name')).toBe(true);
    expect(isSortable(probe, 'created_at')).toBe(true);
    expect(isSortable(probe, 'kind')).toBe(false);
  });

  it('starts every declared filter empty in its shape', () => {
    expect(emptyFilters(probe, { kind: 'a' })).toMatchObject({ name: '', tags: [], qty: {}, kind: 'a' });
  });
});
