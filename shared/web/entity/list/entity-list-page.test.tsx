// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { enumOf } from '@entrepot/entity';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityConfig } from '../config.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow, probeStatus, probeUrls } from '../testing/probe-entity.ts';
import { EntityListPage, type EntityListSlots } from './entity-list-page.tsx';

const rows = [probeRow(), probeRow({ id: 'r2', name: '木箱', status: 'active', qty: 3 })];

const baseUrls: EntityConfig['urls'] = probeUrls;

function renderPage(
  over: Partial<EntityConfig> = {},
  granted: (code: string) => boolean = () => true,
  list: unknown = { list: rows, total: 2, page: 1, per_page: 20 },
  routes: Record<string, unknown> = {},
  ownLinks = true,
) {
  const fake = fakeHttp({
    ...routes,
    'GET /probes': list,
    'DELETE /probe/r2': null,
    'POST /probe/r2/close': probeRow({ id: 'r2', status: 'closed' }),
    'GET /people': [],
    'GET /tags': [],
  });
  const toast = vi.fn();
  const config: EntityConfig = {
    entity: probe,
    http: fake.http,
    urls: baseUrls,
    lookups: { 'test.person': '/people', 'test.tag': '/tags' },
    can: granted,
    toast,
    ...over,
  };
  const rowActions = ownLinks ? (row: Record<string, unknown>) => <button type="button">打印{String(row['name'])}</button> : undefined;
  render(<EntityListPage config={config} slots={{ rowActions }} />);
  return { ...fake, toast };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('EntityListPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the rows by their renderers, the filter bar and the total', async () => {
    renderPage();
    await screen.findByText('木箱');
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(within(rowOf('木箱')).getByText('生效')).toBeTruthy(); // status dot
    expect(within(rowOf('木箱')).getByText('王芳')).toBeTruthy(); // reference title
    expect(within(rowOf('木箱')).getByTitle('王芳')).toBeTruthy(); // a cell cut short shows whole on hover
    expect(screen.queryByText('电话')).toBeNull(); // list: false
    for (const label of ['查询', '重置', '新增']) expect(screen.getByRole('button', { name: new RegExp(label) })).toBeTruthy();
    expect(within(rowOf('木箱')).getByRole('button', { name: '打印木箱' })).toBeTruthy();
  });

  it('shows the declared count bar and filters by a choice at a click (全部 clears it)', async () => {
    const counts = [
      { value: '', label: '全部', count: 5 },
      { value: 'draft', label: '草稿', count: 1 },
      { value: 'active', label: '生效', count: 4 },
    ];
    const { calls } = renderPage({ entity: { ...probe, counts: 'status' } }, () => true, { list: rows, total: 2, page: 1, per_page: 20, counts });
    fireEvent.click(await screen.findByText('生效 4'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ status: 'active', page: 1 }));
    expect(screen.getByText('全部 5')).toBeTruthy();
    fireEvent.click(screen.getByText('全部 5'));
    await waitFor(() => expect(calls.at(-1)?.params?.status).toBeUndefined());
  });

  it('deletes a row after 确定删除吗？ and says 删除成功', async () => {
    const { calls, toast } = renderPage();
    await screen.findByText('木箱');
    // 编辑, the page's 打印 and 更多: at most three links; 关闭 and 删除 wait under 更多.
    fireEvent.click(within(rowOf('木箱')).getByRole('button', { name: '更多' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await screen.findByText('确定删除吗？');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/probe/r2']));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '删除成功'));
  });

  it('offers the transitions of the row state the user may run', async () => {
    const { calls } = renderPage({}, (code) => code !== 'test.probe.activate');
    await screen.findByText('木箱');
    expect(within(rowOf('纸箱')).queryByRole('button', { name: '生效' })).toBeNull(); // no permission
    fireEvent.click(within(rowOf('木箱')).getByRole('button', { name: '更多' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/probe/r2/close')).toBe(true));
  });

  it('runs a transition on the checked rows at once (批量), the values asked once, only with the code', async () => {
    const machine = { ...probeStatus, transitions: { ...probeStatus.transitions, close: { ...probeStatus.transitions.close, input: ['phone'] } } };
    const entity = { ...probe, fields: { ...probe.fields, status: { ...probe.fields.status, machine } } };
    const { calls, toast } = renderPage(
      { entity, urls: { ...baseUrls, transitionMany: '/probes/batch' } },
      (code) => code !== 'test.probe.activate',
      undefined,
      { 'POST /probes/batch': { updated: 2 } },
    );
    await screen.findByText('木箱');
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /批量操作/ }));
    expect(screen.queryByRole('menuitem', { name: '批量生效' })).toBeNull(); // no code
    fireEvent.click(await screen.findByRole('menuitem', { name: '批量关闭' }));
    await screen.findByText('批量关闭（2条）');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入电话')).toBeTruthy(); // asked, and required
    fireEvent.change(within(screen.getByRole('dialog')).getByRole('textbox'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/probes/batch')?.body).toEqual({
        ids: ['0190a000-0000-7000-8000-000000000001', 'r2'],
        transition: 'close',
        phone: '13800138000',
      }),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '关闭成功'));
  });

  it('greys a batch transition one of the checked rows cannot take (all or none)', async () => {
    renderPage({ urls: { ...baseUrls, transitionMany: '/probes/batch' } });
    await screen.findByText('木箱');
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /批量操作/ }));
    const activate = await screen.findByRole('menuitem', { name: '批量生效' }); // 木箱 is 生效 already
    expect(activate.className).toMatch(/disabled/);
    expect((await screen.findByRole('menuitem', { name: '批量关闭' })).className).not.toMatch(/disabled/);
  });

  it('hides 新增, 编辑 and 删除 without their permissions', async () => {
    renderPage({}, (code) => code === 'test.probe.read');
    await screen.findByText('木箱');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows no 操作 column when no row on the page offers the user anything', async () => {
    renderPage({}, (code) => code === 'test.probe.read', undefined, {}, false);
    await screen.findByText('木箱');
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('queries on 查询 with the filter bar values from page 1', async () => {
    const { calls } = renderPage();
    await screen.findByText('木箱');
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '木' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 1, per_page: 20, name: '木' }));
  });

  it('sorts when a sortable header is clicked', async () => {
    const { calls } = renderPage();
    await screen.findByText('木箱');
    fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('数量'));
    await waitFor(() => expect(calls.at(-1)?.params?.['sort']).toBe('qty'));
  });

  it('remembers hidden columns per entity, in this browser and on the server', async () => {
    const { calls } = renderPage();
    await screen.findByText('木箱');
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    await act(async () => {});
    const popup = document.querySelector('.arco-popover-content') as HTMLElement;
    fireEvent.click(within(popup).getByText('数量'));
    expect(JSON.parse(localStorage.getItem('entrepot.columns.test.probe') ?? '[]')).toEqual(['qty']);
    await waitFor(() => expect(screen.queryByText('12')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api-auth/api/v1/table/field/sort')?.body).toEqual({ table: 'test.probe', hidden: ['qty'] });
  });

  it('takes the hidden columns the server keeps for the person (another browser’s choice)', async () => {
    renderPage({}, () => true, undefined, { 'GET /api-auth/api/v1/table/field/sorts': { table: 'test.probe', hidden: ['qty'] } });
    await screen.findByText('木箱');
    await waitFor(() => expect(screen.queryByText('12')).toBeNull());
    expect(JSON.parse(localStorage.getItem('entrepot.columns.test.probe') ?? '[]')).toEqual(['qty']);
  });

  it('shows an estimated total as 共 约N 条 and counts exactly on click', async () => {
    const answer = (_url: string, _body: unknown, o?: { params?: Record<string, unknown> }) =>
      o?.params?.['exact_total']
        ? { list: rows, total: 12345, page: 1, per_page: 20 }
        : { list: rows, total: 12000, page: 1, per_page: 20, total_estimated: true };
    const { calls } = renderPage({}, () => true, answer);
    fireEvent.click(await screen.findByText('共 约12000 条'));
    expect(await screen.findByText('共 12345 条')).toBeTruthy();
    expect(calls.at(-1)?.params?.['exact_total']).toBe(1);
  });
});

describe('EntityListPage slots of a list that is a view', () => {
  beforeEach(() => localStorage.clear());

  function renderWith(slots: EntityListSlots, over: Partial<EntityConfig> = {}, answer: unknown = { list: rows, total: 2, page: 1, per_page: 20 }) {
    const fake = fakeHttp({ 'GET /probes': answer, 'GET /people': [], 'GET /tags': [] });
    const urls = { list: '/probes', detail: (id: string) => `/probe/${id}`, create: '', update: (id: string) => `/probe/${id}`, remove: () => '' };
    render(<EntityListPage config={{ entity: probe, http: fake.http, urls, lookups: {}, can: () => true, toast: vi.fn(), ...over }} slots={slots} />);
    return fake;
  }

  it('shows the summary slot as the footer row, 合计 in the first column, from the answer’s own figures', async () => {
    renderWith(
      { summary: (list) => (list.answer?.['totals'] ? { qty: String((list.answer['totals'] as { qty: number }).qty) } : null) },
      {},
      { list: rows, total: 2, page: 1, per_page: 20, totals: { qty: 15 } },
    );
    await screen.findByText('木箱');
    const foot = await waitFor(() => document.querySelector('tfoot') as HTMLElement);
    const cells = within(foot).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('合计');
    const qtyAt = Array.from(document.querySelectorAll('thead th')).findIndex((th) => th.textContent?.includes('数量'));
    expect(cells[qtyAt]?.textContent).toBe('15');
  });

  it('keeps a hidden filter off the bar but applies it, 查询 included', async () => {
    const { calls } = renderWith({ hiddenFilters: ['kind'] }, { initialFilters: { kind: 'b' } });
    await screen.findByText('木箱');
    const labels = Array.from(document.querySelectorAll('.entity-filter-label')).map((l) => l.textContent);
    expect(labels).toContain('名称');
    expect(labels).not.toContain('类型');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/probes')).toHaveLength(2));
    expect(calls.at(-1)?.params).toMatchObject({ kind: 'b' });
  });

  it('shows the columns a view names, in its order, and offers only those in the column settings', async () => {
    renderWith({ shownColumns: () => ['qty', 'extra', 'name'], columns: [{ key: 'extra', title: '附加列', render: () => 'x' }] });
    await screen.findByText('木箱');
    const titles = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(titles).toEqual(['数量', '附加列', '名称', '操作']); // 操作: the row's 编辑 and transitions
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    await act(async () => {});
    const popup = document.querySelector('.arco-popover-content') as HTMLElement;
    expect(within(popup).queryByText('编码')).toBeNull();
    expect(within(popup).getByText('数量')).toBeTruthy();
  });

  it('takes a query field named as a declared filter as that filter’s control, in its place', async () => {
    const choices = [{ value: '纸箱', label: '纸箱' }];
    renderWith({ queryFields: { name: enumOf({ label: '名称', options: choices, filter: 'equal' }) } });
    await screen.findByText('木箱');
    const labels = Array.from(document.querySelectorAll('.entity-filter-label')).map((l) => l.textContent);
    expect(labels.filter((l) => l === '名称')).toHaveLength(1);
    expect(labels[0]).toBe('名称');
    expect(screen.queryByRole('textbox', { name: '名称' })).toBeNull(); // a select of the choices, not the text box
  });
});
