// @vitest-environment happy-dom
import '@arco-design/web-react/es/_util/react-19-adapter';
import type { AreaBridge } from '@entrepot/bridge/area';
import { AreaContext } from '@entrepot/web/area';
import type { HttpClient } from '@entrepot/web/http';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../page-testing.ts';
import { StockPage } from './stock.page.tsx';

// The page over a fake area (no testing library in an area's packages: react-dom and the DOM directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);
const click = (e: Element | null | undefined) => act(() => (e as HTMLElement).click());
const button = (name: string) => Array.from(document.querySelectorAll('button')).filter((b) => b.textContent === name);
const byText = (text: string) => Array.from(document.querySelectorAll('span, label')).find((e) => e.textContent === text && e.children.length === 0);

const row = (over: Record<string, unknown>) => ({
  id: 'w1|A-01-01|TS001-BLK-M',
  warehouse_id: 'w1',
  warehouse_name: '深圳龙华仓',
  area_name: '存储A区',
  location_id: 'A-01-01',
  sku_id: 'TS001-BLK-M',
  on_hand: 5,
  reserved: 2,
  available: 3,
  in_transit: 0,
  quarantined: 0,
  rows: 1,
  updated_at: '2026-11-21T08:00:00Z',
  ...over,
});
const totals = { on_hand: 17, reserved: 2, available: 15, in_transit: 4, quarantined: 0 };

function renderPage() {
  const calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[] = [];
  const answer = (params: Record<string, unknown> = {}) =>
    params.dimension === 'sku'
      ? {
          list: [row({ id: 'TS001-BLK-M', warehouse_id: null, warehouse_name: null, location_id: null, on_hand: 17, rows: 3 })],
          total: 1,
          page: 1,
          per_page: 20,
          totals,
        }
      : { list: [row({}), row({ id: 'w1||TS001-BLK-M', location_id: '' })], total: 2, page: 1, per_page: 20, totals };
  const http = {
    get: vi.fn(async (url: string, o?: { params?: Record<string, unknown> }) => {
      calls.push({ method: 'GET', url, params: o?.params });
      return url.endsWith('/stock') ? answer(o?.params) : [];
    }),
    post: vi.fn(async (url: string, body?: unknown) => {
      calls.push({ method: 'POST', url, body });
      return { task_id: 't1' };
    }),
  } as unknown as HttpClient;
  const snapshot = { user: { is_admin: true }, permissions: [] };
  const bridge = { subscribe: () => () => {}, getSnapshot: () => snapshot, toast: vi.fn(), openTab: vi.fn(), lookup: vi.fn(async () => []) };
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <AreaContext value={{ bridge: bridge as unknown as AreaBridge, http }}>
        <StockPage />
      </AreaContext>,
    ),
  );
  return { calls, bridge };
}

const headers = () => texts('thead th');

describe('库存查询', () => {
  it('lists the balances per location with the 合计 row, the filters the source reads and the view switch', async () => {
    const { calls } = renderPage();
    await settled(() => expect(texts('tbody td')).toContain('深圳龙华仓'));
    expect(calls.find((c) => c.url.endsWith('/stock'))?.params).toMatchObject({ dimension: 'location', page: 1, per_page: 20 });
    expect(headers()).toEqual(['仓库', '库区', '库位', 'SKU', '实物库存', '预占', '可用', '在途', '待检', '更新时间', '操作']);
    expect(texts('tbody .arco-tag')).toEqual(['未上架']);
    expect(texts('tfoot td')).toEqual(['合计', '', '', '', '17', '2', '15', '4', '0', '', '']);
    expect(texts('.entity-filter-label')).toEqual(['仓库', 'SKU', '库位', '库区', '库存状态']);
    expect(document.querySelector('input[aria-label="批量SKU"]')).toBeTruthy();
    for (const view of ['按库位', '按仓库', '按SKU']) expect(byText(view)).toBeTruthy();
  });

  it('sums per SKU at a click of 按SKU, with its columns', async () => {
    const { calls } = renderPage();
    await settled(() => expect(texts('tbody td')).toContain('深圳龙华仓'));
    click(byText('按SKU'));
    await settled(() => expect(calls.at(-1)?.params).toMatchObject({ dimension: 'sku', page: 1 }));
    await settled(() => expect(headers()).toEqual(['SKU', '实物库存', '预占', '可用', '在途', '待检', '库存行数', '更新时间', '操作']));
  });

  it('exports the applied view as a file task, and opens a row’s 流水', async () => {
    const { calls, bridge } = renderPage();
    await settled(() => expect(texts('tbody td')).toContain('深圳龙华仓'));
    click(button('导出')[0]);
    await settled(() => expect(bridge.toast).toHaveBeenCalledWith('success', '导出任务已创建，请在文件任务中下载'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api-wms/api/v1/wms/asyncExportStorageInventory',
      body: { dimension: 'location' },
    });
    click(button('流水')[0]);
    expect(bridge.openTab).toHaveBeenCalledWith('/warehouse/Inventory-management/stock-movement', {
      search: 'sku=TS001-BLK-M&warehouse_id=w1',
      title: '库存流水 TS001-BLK-M',
    });
  });
});
