import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useGet, useLookup } from '@entrepot/web/area';
import { type StockRow, stateRequestUrls } from './state-request-rows.ts';

/** The 库存 tab of a request: the stock of its SKUs (the wms ledger), per warehouse by name from the hub's lookup. */
export function StockTable({ requestId }: { requestId: string }) {
  const stock = useGet<StockRow[]>(stateRequestUrls.inventory(requestId), 0);
  const warehouses = useLookup<{ id: string; name: string }>('warehouses');
  const nameOf = (warehouseId: string) => warehouses.items.find((w) => w.id === warehouseId)?.name ?? warehouseId;
  const columns: TableColumnProps<StockRow>[] = [
    { title: 'SKU', dataIndex: 'code', width: 150 },
    { title: '状态', dataIndex: 'status_label', width: 70 },
    { title: '实物', dataIndex: 'on_hand', width: 70, align: 'right' },
    { title: '预占', dataIndex: 'reserved', width: 70, align: 'right' },
    { title: '可用', dataIndex: 'available', width: 70, align: 'right' },
    { title: '在途', dataIndex: 'in_transit', width: 70, align: 'right' },
    {
      title: '仓库分布',
      key: 'warehouses',
      render: (_: unknown, r) =>
        r.warehouses.length ? r.warehouses.map((w) => `${nameOf(w.warehouse_id)} 可用${w.available}/实物${w.on_hand}`).join('；') : '无库存',
    },
  ];
  return (
    <div data-testid="request-stock">
      <Table<StockRow> rowKey="sku_id" size="small" border={false} loading={stock.loading} data={stock.data ?? []} columns={columns} pagination={false} />
    </div>
  );
}
