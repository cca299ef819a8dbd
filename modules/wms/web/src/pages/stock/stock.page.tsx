import { Button, Space } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { STOCK_EXPORT, type StockAnswer, type StockRow } from '@entrepot/module-wms/entities';
import { EXPORT_STARTED, FileTasksLink, useArea, useCan, useQueryList } from '@entrepot/web/area';
import { useState } from 'react';
import { API } from '../../entity/wms-urls.ts';
import { MOVEMENT_PATH } from '../stock-movement/movement-params.ts';
import { StockFilterBar } from './stock-filter-bar.tsx';
import { INITIAL_STOCK_FILTERS, movementSearch, STOCK_EXPORTS, type StockFilters, stockParams } from './stock-params.ts';
import { StockTable } from './stock-table.tsx';

/**
 * 仓储管理 → 库存管理 → 库存查询 (`#/warehouse/Inventory-management/stock`): the ledger's balances per
 * location, warehouse or SKU, filtered, sorted, paged, with totals; 导出 as a file task; 流水 per row.
 */
export function StockPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const list = useQueryList<StockFilters, StockRow, StockAnswer>(`${API}/stock`, INITIAL_STOCK_FILTERS, stockParams);
  const [exporting, setExporting] = useState(false);

  const startExport = async () => {
    setExporting(true);
    try {
      const sort = list.sort ? { sort: `${list.sort.dir === 'desc' ? '-' : ''}${list.sort.field}` } : {};
      await http.post(`${API}/${STOCK_EXPORTS[list.applied.dimension]}`, { ...stockParams(list.applied), ...sort });
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="wms-page">
      <StockFilterBar list={list} />
      <Space style={{ marginBottom: 12 }}>
        {can(STOCK_EXPORT) && (
          <Button icon={<IconDownload />} loading={exporting} onClick={startExport}>
            导出
          </Button>
        )}
        <FileTasksLink />
      </Space>
      <StockTable
        list={list}
        onMovements={(row: StockRow) => bridge.openTab(MOVEMENT_PATH, { search: movementSearch(row), title: `库存流水 ${row.sku_id}` })}
      />
    </div>
  );
}
