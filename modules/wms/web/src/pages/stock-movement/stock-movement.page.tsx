import { Button, DatePicker, Input, Select, Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { MOVEMENT_EXPORT, type MovementRow, movementTypeLabels, reversalLabel, STOCK_REVERSE } from '@entrepot/module-wms/entities';
import { EXPORT_STARTED, FileTasksLink, PAGE_SIZES, useArea, useCan, useQueryList } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { API } from '../../entity/wms-urls.ts';
import { FilterBar, FilterField, SkuFilter, WarehouseFilter } from '../../list/filter-bar.tsx';
import { filtersFromSearch, MOVEMENT_PATH, type MovementFilters, movementParams, postingSearch, signed, sourceText } from './movement-params.ts';
import { ReverseMovementDialog } from './reverse-movement.dialog.tsx';

const TYPE_OPTIONS = Object.entries(movementTypeLabels).map(([value, label]) => ({ value, label }));
const delta = (key: keyof MovementRow, title: string): TableColumnProps<MovementRow> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
  width: 90,
  render: (v: number) => <span className={v < 0 ? 'wms-qty-negative' : v > 0 ? 'wms-qty-positive' : undefined}>{signed(v)}</span>,
});

/** 冲销 (red): it undoes another posting; 已冲销 (grey): undone since. */
function ReversalTag({ row }: { row: MovementRow }) {
  const label = reversalLabel(row);
  if (!label) return null;
  return (
    <Tag size="small" color={row.reversal_of ? 'red' : 'gray'} style={{ marginLeft: 6 }}>
      {label}
    </Tag>
  );
}

interface RowActions {
  /** Shows the row's posting beside its reversal. */
  openPosting(row: MovementRow): void;
  /** Opens the 冲销 dialog; absent without wms.stock.reverse. */
  reverse?: (row: MovementRow) => void;
}

function columnsOf(actions: RowActions): TableColumnProps<MovementRow>[] {
  return [
    { key: 'created_at', title: '时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatDisplayTime(v) },
    {
      key: 'type',
      title: '类型',
      dataIndex: 'type',
      width: 150,
      render: (v: string, r: MovementRow) => (
        <>
          {movementTypeLabels[v] ?? v}
          <ReversalTag row={r} />
        </>
      ),
    },
    { key: 'sku_id', title: 'SKU', dataIndex: 'sku_id', width: 150 },
    { key: 'warehouse', title: '仓库', width: 130, render: (_: unknown, r: MovementRow) => r.warehouse_name ?? r.warehouse_id },
    { key: 'location_id', title: '库位', dataIndex: 'location_id', width: 100, render: (v: string) => v || '-' },
    { key: 'qty', title: '数量', dataIndex: 'qty', align: 'right', width: 80 },
    delta('d_on_hand', '实物'),
    delta('d_reserved', '预占'),
    delta('d_in_transit', '在途'),
    delta('d_quarantined', '待检'),
    { key: 'source', title: '来源单据', width: 300, render: (_: unknown, r: MovementRow) => sourceText(r) },
    { key: 'correlation_id', title: '调拨单号', dataIndex: 'correlation_id', width: 140, render: (v: string | null) => v ?? '-' },
    { key: 'operator', title: '操作人', dataIndex: 'operator', width: 110 },
    { key: 'note', title: '备注', dataIndex: 'note', ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 100,
      render: (_: unknown, r: MovementRow) =>
        r.reversal_of || r.reversed_by ? (
          <Button type="text" size="mini" onClick={() => actions.openPosting(r)}>
            {r.reversal_of ? '原记录' : '查看冲销'}
          </Button>
        ) : actions.reverse ? (
          <Button type="text" size="mini" status="danger" onClick={() => actions.reverse?.(r)}>
            冲销
          </Button>
        ) : null,
    },
  ];
}

/**
 * 仓储管理 → 库存管理 → 库存流水 (`#/warehouse/Inventory-management/stock-movement`): the ledger's
 * append-only movements with their source documents, newest first; filters SKU, 仓库, 类型, 来源单号, 日期.
 * A link's `?sku=…&warehouse_id=…` (or a posting's source line and type) sets the first filters; another
 * link starts the page afresh. Reversals carry 冲销 and their originals 已冲销, each linking to the other;
 * 冲销 on a row (wms.stock.reverse) reverses its posting after a confirmation with the reason.
 */
export function StockMovementPage() {
  const search = useSearch();
  return <MovementList key={search} initial={filtersFromSearch(search)} />;
}

function MovementList({ initial }: { initial: MovementFilters }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const list = useQueryList<MovementFilters, MovementRow>(`${API}/stock/movements`, initial, movementParams);
  const [exporting, setExporting] = useState(false);
  const [reversing, setReversing] = useState<MovementRow | null>(null);
  const f = list.filters;
  const columns = columnsOf({
    openPosting: (r) => bridge.navigate(MOVEMENT_PATH, { search: postingSearch(r) }),
    reverse: can(STOCK_REVERSE) ? setReversing : undefined,
  });

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
      <FilterBar list={list}>
        <SkuFilter value={f.sku} onChange={(v) => list.setFilter('sku', v)} />
        <WarehouseFilter value={f.warehouse_id} onChange={(v) => list.setFilter('warehouse_id', v)} />
        <FilterField label="类型">
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
        </FilterField>
        <FilterField label="来源单号">
          <Input
            aria-label="来源单号"
            allowClear
            style={{ width: 160 }}
            placeholder="请输入来源单号"
            value={f.source_id}
            onChange={(v) => list.setFilter('source_id', v)}
          />
        </FilterField>
        <FilterField label="日期">
          <DatePicker.RangePicker style={{ width: 260 }} value={f.days} onChange={(v: string[] | undefined) => list.setFilter('days', v ?? [])} />
        </FilterField>
      </FilterBar>
      <Space style={{ marginBottom: 12 }}>
        {can(MOVEMENT_EXPORT) && (
          <Button icon={<IconDownload />} loading={exporting} onClick={startExport}>
            导出
          </Button>
        )}
        <FileTasksLink />
        {(list.applied.source_type || list.applied.source_line) && (
          <Tag closable onClose={() => bridge.navigate(MOVEMENT_PATH, { search: '' })}>
            仅看 {list.applied.source_type} {list.applied.source_id}
            {list.applied.source_line ? ` #${list.applied.source_line}` : ''} 的{list.applied.type.map((t) => movementTypeLabels[t] ?? t).join('、')}及其冲销
          </Tag>
        )}
      </Space>
      <Table<MovementRow>
        rowKey="id"
        border={false}
        loading={list.loading}
        data={list.answer?.list ?? []}
        columns={columns}
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
      <ReverseMovementDialog
        row={reversing}
        onClose={() => setReversing(null)}
        onReversed={() => {
          setReversing(null);
          list.refresh();
        }}
      />
    </div>
  );
}
