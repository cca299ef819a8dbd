import { Button, DatePicker, Input, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { MOVEMENT_EXPORT, movementTypeLabels } from '@entrepot/module-wms/entities';
import { EXPORT_STARTED, FileTasksLink, useArea, useCan } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { BatchQueryInput } from '@entrepot/web/widgets';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ALL_WAREHOUSES, API } from '../../entity/wms-urls.ts';
import { useOptions } from '../../list/use-options.ts';
import { PAGE_SIZES, useQueryList } from '../../list/use-query-list.ts';
import { filtersFromSearch, type MovementFilters, movementParams, signed } from './movement-params.ts';

interface MovementRow {
  id: string;
  created_at: string;
  type: string;
  warehouse_id: string;
  warehouse_name: string | null;
  location_id: string;
  area_name: string | null;
  sku_id: string;
  qty: number;
  d_on_hand: number;
  d_reserved: number;
  d_in_transit: number;
  d_quarantined: number;
  source_type: string;
  source_id: string;
  source_line: string;
  correlation_id: string | null;
  operator: string;
  note: string | null;
}

const TYPE_OPTIONS = Object.entries(movementTypeLabels).map(([value, label]) => ({ value, label }));
const label = (text: string) => <span className="wms-filter-label">{text}</span>;
const delta = (key: keyof MovementRow, title: string): TableColumnProps<MovementRow> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
  width: 90,
  render: (v: number) => <span className={v < 0 ? 'wms-qty-negative' : v > 0 ? 'wms-qty-positive' : undefined}>{signed(v)}</span>,
});

const COLUMNS: TableColumnProps<MovementRow>[] = [
  { key: 'created_at', title: '时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatDisplayTime(v) },
  { key: 'type', title: '类型', dataIndex: 'type', width: 100, render: (v: string) => movementTypeLabels[v] ?? v },
  { key: 'sku_id', title: 'SKU', dataIndex: 'sku_id', width: 150 },
  { key: 'warehouse', title: '仓库', width: 130, render: (_: unknown, r: MovementRow) => r.warehouse_name ?? r.warehouse_id },
  { key: 'location_id', title: '库位', dataIndex: 'location_id', width: 100, render: (v: string) => v || '-' },
  { key: 'qty', title: '数量', dataIndex: 'qty', align: 'right', width: 80 },
  delta('d_on_hand', '实物'),
  delta('d_reserved', '预占'),
  delta('d_in_transit', '在途'),
  delta('d_quarantined', '待检'),
  {
    key: 'source',
    title: '来源单据',
    width: 300,
    render: (_: unknown, r: MovementRow) => `${r.source_type} ${r.source_id}${r.source_line ? ` #${r.source_line}` : ''}`,
  },
  { key: 'correlation_id', title: '调拨单号', dataIndex: 'correlation_id', width: 140, render: (v: string | null) => v ?? '-' },
  { key: 'operator', title: '操作人', dataIndex: 'operator', width: 110 },
  { key: 'note', title: '备注', dataIndex: 'note', ellipsis: true, render: (v: string | null) => v ?? '-' },
];

/**
 * 仓储管理 → 库存管理 → 库存流水 (`#/warehouse/Inventory-management/stock-movement`): the ledger's
 * append-only movements with their source documents, newest first; filters SKU, 仓库, 类型, 来源单号, 日期.
 * A link's `?sku=…&warehouse_id=…` sets the first filters; another link starts the page afresh.
 */
export function StockMovementPage() {
  const search = useSearch();
  return <MovementList key={search} initial={filtersFromSearch(search)} />;
}

function MovementList({ initial }: { initial: MovementFilters }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const list = useQueryList<MovementFilters, MovementRow>(`${API}/stock/movements`, initial, movementParams);
  const warehouses = useOptions(ALL_WAREHOUSES);
  const [exporting, setExporting] = useState(false);
  const f = list.filters;

  const startExport = async () => {
    setExporting(true);
    try {
      await http.post(`${API}/asyncExportStockMovement`, movementParams(list.applied));
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="wms-page">
      <form
        style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          list.search();
        }}
      >
        <Space>
          {label('SKU')}
          <BatchQueryInput placeholder="SKU 批量查询" value={f.sku} onChange={(v) => list.setFilter('sku', v)} width={220} />
        </Space>
        <Space>
          {label('仓库')}
          <Select
            aria-label="仓库"
            mode="multiple"
            allowClear
            maxTagCount={2}
            style={{ width: 240 }}
            placeholder="全部仓库"
            options={warehouses}
            value={f.warehouse_id}
            onChange={(v: string[]) => list.setFilter('warehouse_id', v)}
          />
        </Space>
        <Space>
          {label('类型')}
          <Select
            aria-label="类型"
            mode="multiple"
            allowClear
            maxTagCount={2}
            style={{ width: 220 }}
            placeholder="全部类型"
            options={TYPE_OPTIONS}
            value={f.type}
            onChange={(v: string[]) => list.setFilter('type', v)}
          />
        </Space>
        <Space>
          {label('来源单号')}
          <Input
            aria-label="来源单号"
            allowClear
            style={{ width: 160 }}
            placeholder="请输入来源单号"
            value={f.source_id}
            onChange={(v) => list.setFilter('source_id', v)}
          />
        </Space>
        <Space>
          {label('日期')}
          <DatePicker.RangePicker style={{ width: 260 }} value={f.days} onChange={(v: string[] | undefined) => list.setFilter('days', v ?? [])} />
        </Space>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={list.reset}>重置</Button>
        </Space>
      </form>
      <Space style={{ marginBottom: 12 }}>
        {can(MOVEMENT_EXPORT) && (
          <Button icon={<IconDownload />} loading={exporting} onClick={startExport}>
            导出
          </Button>
        )}
        <FileTasksLink />
      </Space>
      <Table<MovementRow>
        rowKey="id"
        border={false}
        loading={list.loading}
        data={list.answer?.list ?? []}
        columns={COLUMNS}
        scroll={{ x: true }}
        pagination={{
          total: list.answer?.total ?? 0,
          current: list.page,
          pageSize: list.perPage,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZES,
          showTotal: (total: number) => (list.answer?.total_estimated ? `共 约${total} 条` : `共 ${total} 条`),
          onChange: (page: number, size: number) => list.setPage(page, size),
        }}
      />
    </div>
  );
}
