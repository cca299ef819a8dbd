// @vitest-environment happy-dom
import '@arco-design/web-react/es/_util/react-19-adapter';
import type { AreaBridge } from '@entrepot/bridge/area';
import { AreaContext } from '@entrepot/web/area';
import type { HttpClient } from '@entrepot/web/http';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../page-testing.ts';
import { StockMovementPage } from './stock-movement.page.tsx';

// The page over a fake area (no testing library in an area's packages: react-dom and the DOM directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const texts = (selector: string, within: ParentNode = document) => Array.from(within.querySelectorAll(selector)).map((e) => e.textContent);
const click = (e: Element | null | undefined) => act(() => (e as HTMLElement).click());
const buttons = (name: string, within: ParentNode = document) => Array.from(within.querySelectorAll('button')).filter((b) => b.textContent === name);
const rowOf = (text: string) => Array.from(document.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(text)) as HTMLElement;

const move = (over: Record<string, unknown>) => ({
  id: 'm1',
  posting_id: 'p1',
  created_at: '2026-11-21T08:00:00Z',
  type: 'reserve',
  warehouse_id: 'w1',
  warehouse_name: '深圳龙华仓',
  location_id: '',
  sku_id: 'TS001-BLK-M',
  qty: 2,
  d_on_hand: 0,
  d_reserved: 2,
  d_in_transit: 0,
  d_quarantined: 0,
  source_type: 'demo_order',
  source_id: 'SO1',
  source_line: '1',
  correlation_id: null,
  operator: 'warehouse01',
  note: null,
  reversal_of: null,
  reversed_by: null,
  ...over,
});
const rows = [
  move({ id: 'm3', posting_id: 'p3', d_reserved: -2, reversal_of: 'p1', note: '订单已取消' }),
  move({ reversed_by: 'p3' }),
  move({ id: 'm2', posting_id: 'p2', source_id: 'SO2' }),
];

function renderPage(search = '') {
  window.history.replaceState(null, '', `/${search ? `?${search}` : ''}`);
  const calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[] = [];
  const http = {
    get: vi.fn(async (url: string, o?: { params?: Record<string, unknown> }) => {
      calls.push({ method: 'GET', url, params: o?.params });
      return url.endsWith('/stock/movements') ? { list: rows, total: 3, page: 1, per_page: 20 } : [];
    }),
    post: vi.fn(async (url: string, body?: unknown) => {
      calls.push({ method: 'POST', url, body });
      return { task_id: 't1' };
    }),
  } as unknown as HttpClient;
  const snapshot = { user: { is_admin: true }, permissions: [] };
  const bridge = { subscribe: () => () => {}, getSnapshot: () => snapshot, toast: vi.fn(), navigate: vi.fn(), lookup: vi.fn(async () => []) };
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root?.render(
      <AreaContext value={{ bridge: bridge as unknown as AreaBridge, http }}>
        <StockMovementPage />
      </AreaContext>,
    ),
  );
  return { calls, bridge, list: () => calls.filter((c) => c.url.endsWith('/stock/movements')) };
}

describe('库存流水', () => {
  it('lists the movements with their source document, 冲销 / 已冲销 and the row actions of each', async () => {
    renderPage();
    await settled(() => expect(texts('tbody td')).toContain('demo_order SO1 #1'));
    expect(texts('thead th')).toEqual([
      '时间',
      '类型',
      'SKU',
      '仓库',
      '库位',
      '数量',
      '实物变动',
      '预占变动',
      '在途变动',
      '待检变动',
      '来源单据',
      '调拨单号',
      '操作人',
      '备注',
      '操作',
    ]);
    expect(texts('.entity-filter-label')).toEqual(['时间', '类型', '仓库', '来源单号', 'SKU', '库位']);
    expect(document.querySelector('input[aria-label="来源单号"]')).toBeTruthy();
    const reversal = rowOf('订单已取消');
    expect(texts('.arco-tag', reversal)).toEqual(['冲销']);
    expect(texts('button', reversal)).toEqual(['原记录']);
    expect(reversal.textContent).toContain('−2');
    const original = rowOf('已冲销');
    expect(texts('button', original)).toEqual(['查看冲销']);
    expect(texts('button', rowOf('SO2'))).toEqual(['冲销']);
    expect(document.body.textContent).not.toContain('仅看');
  });

  it('opens a posting beside its reversal, and 冲销 asks for the reason', async () => {
    const { bridge } = renderPage();
    await settled(() => expect(texts('tbody td')).toContain('demo_order SO1 #1'));
    click(buttons('原记录', rowOf('订单已取消'))[0]);
    expect(bridge.navigate).toHaveBeenCalledWith('/warehouse/Inventory-management/stock-movement', {
      search: 'source_type=demo_order&source_id=SO1&type=reserve&source_line=1',
    });
    click(buttons('冲销', rowOf('SO2'))[0]);
    await settled(() => expect(document.body.textContent).toContain('冲销库存移动'));
  });

  it('opens from a posting’s link with its filters applied, not on the bar, and says 仅看 …', async () => {
    const { list, calls, bridge } = renderPage('source_type=demo_order&source_id=SO1&type=reserve&source_line=1');
    await settled(() => expect(texts('tbody td')).toContain('demo_order SO1 #1'));
    expect(list()[0]?.params).toEqual({ page: 1, per_page: 20, source_type: 'demo_order', source_id: 'SO1', source_line: '1', type: 'reserve' });
    expect(texts('.entity-filter-label')).not.toContain('来源单据类型');
    expect(document.body.textContent).toContain('仅看 demo_order SO1 #1 的预占及其冲销');
    click(buttons('导出')[0]);
    await settled(() => expect(bridge.toast).toHaveBeenCalledWith('success', '导出任务已创建，请在文件任务中下载'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api-wms/api/v1/wms/asyncExportStockMovement',
      body: { source_type: 'demo_order', source_id: 'SO1', source_line: '1', type: 'reserve' },
    });
  });

  it('opens from a stock row’s 流水 filtered by its SKU', async () => {
    const { list } = renderPage('sku=TS001-BLK-M');
    await settled(() => expect(list()).toHaveLength(1));
    expect(list()[0]?.params).toEqual({ page: 1, per_page: 20, sku: 'TS001-BLK-M' });
    expect((document.querySelector('input[aria-label="批量SKU"]') as HTMLInputElement).value).toBe('TS001-BLK-M');
  });
});
