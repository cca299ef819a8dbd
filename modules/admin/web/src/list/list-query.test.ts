import { describe, expect, it } from 'vitest';
import { afterRemoval, applyFilters, firstPage, toParams, turnPage } from './list-query.ts';

const initial = { title: '' };

describe('list query', () => {
  it('starts on page 1 with 20 rows', () => {
    expect(firstPage(initial)).toEqual({ filters: { title: '' }, page: 1, per_page: 20 });
  });

  it('drops empty filters and trims the others', () => {
    expect(toParams({ filters: { title: '  ', code: null, sku: undefined }, page: 2, per_page: 50 })).toEqual({ page: 2, per_page: 50 });
    expect(toParams({ filters: { title: ' 版本 ', status: 0 }, page: 1, per_page: 20 })).toEqual({ page: 1, per_page: 20, title: '版本', status: 0 });
  });

  it('查询 goes back to page 1 and always queries again', () => {
    const onPage3 = { filters: initial, page: 3, per_page: 30 };
    const searched = applyFilters(onPage3, { title: '版本' });
    expect(searched).toEqual({ filters: { title: '版本' }, page: 1, per_page: 30 });
    expect(applyFilters(searched, searched.filters)).not.toBe(searched);
  });

  it('重置 restores the initial filters on page 1, keeping the page size', () => {
    const searched = { filters: { title: '版本' }, page: 4, per_page: 50 };
    expect(applyFilters(searched, initial)).toEqual({ filters: { title: '' }, page: 1, per_page: 50 });
  });

  it('pages, and starts again from page 1 when the page size changes', () => {
    const q = firstPage(initial);
    expect(turnPage(q, 3, 20)).toMatchObject({ page: 3, per_page: 20 });
    expect(turnPage({ ...q, page: 3 }, 3, 50)).toMatchObject({ page: 1, per_page: 50 });
  });

  it('steps back a page when the last row of a later page is removed', () => {
    expect(afterRemoval({ filters: initial, page: 3, per_page: 20 }, 1).page).toBe(2);
    expect(afterRemoval({ filters: initial, page: 3, per_page: 20 }, 5).page).toBe(3);
    expect(afterRemoval({ filters: initial, page: 1, per_page: 20 }, 1).page).toBe(1);
  });
});
