import { datetime, type Field, reference, text } from '@entrepot/entity';
import { stockSummaryList } from '@entrepot/module-wms/entities';
import { QueryListPage, type QueryListPageProps } from '@entrepot/web/area';
import { useMemo } from 'react';
import { ALL_WAREHOUSES, API, WMS_LOOKUPS } from '../../entity/wms-urls.ts';

type Slots = NonNullable<QueryListPageProps<typeof stockSummaryList>['slots']>;

/** The filters the source reads on the ledger's legs before they are summed (server/stock/stock-summary.ts). */
const FILTERS: Record<string, Field> = {
  day: datetime({ label: '日期', filter: 'range', days: true }),
  warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', filter: 'in' }),
  sku: text({ label: 'SKU', max: 64, filter: 'batch' }),
};
/** 仓库: every warehouse the user may see, disabled ones included. */
const LOOKUPS = { ...WMS_LOOKUPS, 'wms.warehouse': ALL_WAREHOUSES };
const SLOTS: Slots = { queryFields: FILTERS };

/** The current month so far in Asia/Shanghai: the period the server takes without days. */
function thisMonth() {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  return { day: { from: `${today.slice(0, 8)}01`, to: today } };
}

/**
 * 仓储管理 → 报表 → 出入库汇总 (`#/warehouse/reportforms`): the declared query `stockSummaryList` — per warehouse and
 * SKU the on-hand stock at the start of the days chosen, what came in and went out by kind, and at their end, with
 * the 合计 of every filtered row; 导出 downloads the filtered rows.
 */
export function StockSummaryPage() {
  const initial = useMemo(thisMonth, []);
  return (
    <QueryListPage
      query={stockSummaryList}
      url={`${API}/stock/summary`}
      exportUrl={`${API}/stock/summary/export`}
      lookups={LOOKUPS}
      initialFilters={initial}
      slots={SLOTS}
      className="wms-page"
    />
  );
}
