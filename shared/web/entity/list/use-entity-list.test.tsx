// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig } from '../config.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow, probeUrls } from '../testing/probe-entity.ts';
import { useEntityList } from './use-entity-list.ts';

const page = (list: unknown[], total = list.length, extra: object = {}) => ({ list, total, page: 1, per_page: 20, ...extra });

function setup(routes: Record<string, unknown> = {}, over: Partial<EntityConfig> = {}) {
  const fake = fakeHttp({ 'GET /probes': page([probeRow()]), ...routes });
  const toast = vi.fn();
  const config: EntityConfig = {
    entity: probe,
    http: fake.http,
    urls: probeUrls,
    can: () => true,
    toast,
    ...over,
  };
  const hook = renderHook(() => useEntityList(config));
  const lastParams = () => fake.calls.filter((c) => c.method === 'GET').at(-1)?.params;
  return { ...fake, toast, hook, lastParams };
}

describe('useEntityList', () => {
  it('asks for the first page of 20 with the initial filters', async () => {
    const { hook, lastParams } = setup({}, { initialFilters: { kind: 'a' } });
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(1));
    expect(lastParams()).toEqual({ page: 1, per_page: 20, kind: 'a' });
    expect(hook.result.current.total).toBe(1);
  });

  it('sends the filter bar on 查询 from page 1, empty values dropped', async () => {
    const { hook, lastParams } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.setPage(3));
    await waitFor(() => expect(lastParams()?.['page']).toBe(3));
    act(() => {
      hook.result.current.setFilter('name', ' 纸 ');
      hook.result.current.setFilter('code', '');
      hook.result.current.setFilter('tags', ['fragile']);
      hook.result.current.setFilter('qty', { from: 1, to: null });
    });
    act(() => hook.result.current.search());
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, per_page: 20, name: '纸', tags: 'fragile', qty_from: '1' }));
  });

  it('重置 restores the initial copy and queries again', async () => {
    const { hook, lastParams, calls } = setup({}, { initialFilters: { kind: 'b' } });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.setFilter('kind', 'a'));
    act(() => hook.result.current.search());
    await waitFor(() => expect(lastParams()?.['kind']).toBe('a'));
    const before = calls.length;
    act(() => hook.result.current.reset());
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(lastParams()).toEqual({ page: 1, per_page: 20, kind: 'b' });
    expect(hook.result.current.filters['kind']).toBe('b');
  });

  it('opens with its open filters, which 重置 clears back to the initial ones', async () => {
    const { hook, lastParams, calls } = setup({}, { initialFilters: { name: '纸' }, openFilters: { kind: 'a' } });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(lastParams()).toEqual({ page: 1, per_page: 20, name: '纸', kind: 'a' });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    act(() => hook.result.current.reset());
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, per_page: 20, name: '纸' }));
  });

  it('sorts by sortable fields only, and a new page size starts at page 1', async () => {
    const { hook, lastParams } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.setSort({ field: 'qty', dir: 'desc' }));
    await waitFor(() => expect(lastParams()?.['sort']).toBe('-qty'));
    act(() => hook.result.current.setSort({ field: 'kind', dir: 'asc' }));
    expect(hook.result.current.query.sort).toEqual({ field: 'qty', dir: 'desc' });
    act(() => hook.result.current.setPage(2));
    await waitFor(() => expect(lastParams()?.['page']).toBe(2));
    act(() => hook.result.current.setPage(2, 50));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 1, per_page: 50, sort: '-qty' }));
  });

  it('counts exactly on demand when the total is an estimate', async () => {
    const { hook, lastParams } = setup({
      'GET /probes': (_url: string, _b: unknown, o?: { params?: Record<string, unknown> }) =>
        o?.params?.['exact_total'] ? page([probeRow()], 12345) : page([probeRow()], 12000, { total_estimated: true }),
    });
    await waitFor(() => expect(hook.result.current.totalEstimated).toBe(true));
    expect(hook.result.current.total).toBe(12000);
    act(() => hook.result.current.countExactly());
    await waitFor(() => expect(hook.result.current.total).toBe(12345));
    expect(hook.result.current.totalEstimated).toBe(false);
    expect(lastParams()?.['exact_total']).toBe(1);
  });

  it('deletes a row, says 删除成功 and reloads; runs a transition', async () => {
    const { hook, calls, toast } = setup({ 'DELETE /probe/x1': null, 'POST /probe/x1/activate': probeRow({ status: 'active' }) });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    await act(() => hook.result.current.remove(probeRow({ id: 'x1' })));
    expect(toast).toHaveBeenCalledWith('success', '删除成功');
    await act(() => hook.result.current.transition(probeRow({ id: 'x1' }), 'activate'));
    expect(toast).toHaveBeenCalledWith('success', '生效成功');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3));
  });

  it('keeps the selection of the page and drops it on a new query', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.setSelectedKeys(['a', 'b']));
    expect(hook.result.current.selectedKeys).toEqual(['a', 'b']);
    act(() => hook.result.current.search());
    await waitFor(() => expect(hook.result.current.selectedKeys).toEqual([]));
  });

  it('drops from the selection a row a command moved out of the list, keeping the others', async () => {
    let shown = [probeRow({ id: 'x1' }), probeRow({ id: 'x2' })];
    const { hook } = setup({ 'GET /probes': () => page(shown) });
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(2));
    act(() => hook.result.current.setSelectedKeys(['x1', 'x2']));
    shown = [probeRow({ id: 'x2' })];
    act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(1));
    expect(hook.result.current.selectedKeys).toEqual(['x2']);
  });
});
