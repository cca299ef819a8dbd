// @vitest-environment happy-dom
import '@arco-design/web-react/es/_util/react-19-adapter';
import type { AreaBridge } from '@entrepot/bridge/area';
import { AreaContext } from '@entrepot/web/area';
import type { HttpClient } from '@entrepot/web/http';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../page-testing.ts';
import { StockSummaryPage } from './stock-summary.page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);
const figures = { opening: 70, received: 50, transferred_in: 0, shipped: 20, transferred_out: 10, adjusted: -3, closing: 87 };

function renderPage() {
  const calls: { url: string; params?: Record<string, unknown> }[] = [];
  const http = {
    get: vi.fn(async (url: string, o?: { params?: Record<string, unknown> }) => {
      calls.push({ url, params: o?.params });
      if (!url.endsWith('/stock/summary')) return [];
      const row = { id: 'w1|TS001-BLK-M', warehouse_id: 'w1', warehouse_name: '深圳龙华仓', sku_id: 'TS001-BLK-M', ...figures };
      return { list: [row], total: 1, page: 1, per_page: 20, totals: { ...figures, closing: 122 } };
    }),
  } as unknown as HttpClient;
  const snapshot = { user: { is_admin: true }, permissions: [] };
  const bridge = { subscribe: () => () => {}, getSnapshot: () => snapshot, toast: vi.fn(), openTab: vi.fn(), lookup: vi.fn(async () => []) };
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root?.render(
      <AreaContext value={{ bridge: bridge as unknown as AreaBridge, http }}>
        <StockSummaryPage />
      </AreaContext>,
    ),
  );
  return { calls };
}

describe('出入库汇总', () => {
  it('opens on the current month so far, with the figures, the 合计 row, the filters and 导出', async () => {
    const { calls } = renderPage();
    await settled(() => expect(texts('tbody td')).toContain('深圳龙华仓'));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(calls.find((c) => c.url.endsWith('/stock/summary'))?.params).toMatchObject({ day_from: `${today.slice(0, 8)}01`, day_to: today, page: 1 });
    expect(texts('thead th')).toEqual(['仓库', 'SKU', '期初实物', '收货入库', '调拨入库', '出库', '调拨出库', '调整盘点', '期末实物']);
    expect(texts('tfoot td')).toEqual(['合计', '', '70', '50', '0', '20', '10', '-3', '122']);
    expect(texts('.entity-filter-label')).toEqual(['仓库', '日期', 'SKU']);
    expect(Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.includes('导出'))).toBe(true);
  });
});
