import { Button, Tag } from '@arco-design/web-react';
import { reference } from '@entrepot/entity';
import { type MovementRow, movementTypeLabels, reversalLabel, STOCK_REVERSE, stockMovementList } from '@entrepot/module-wms/entities';
import { ExportButton, QueryListPage, type QueryListPageProps, useArea, useCan } from '@entrepot/web/area';
import { useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ALL_WAREHOUSES, API, WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { filtersFromSearch, MOVEMENT_PATH, postingSearch, signed, sourceText } from './movement-params.ts';
import { ReverseMovementDialog } from './reverse-movement.dialog.tsx';

type Slots = NonNullable<QueryListPageProps<typeof stockMovementList>['slots']>;
type Row = Parameters<NonNullable<Slots['rowActions']>>[0];
const row = (r: Row) => r as unknown as MovementRow;

/** 仓库: chosen among every warehouse the user may see (the declaration filters its id). */
const FILTERS = { warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', filter: 'in' }) };
const LOOKUPS = { ...WMS_LOOKUPS, 'wms.warehouse': ALL_WAREHOUSES };
/** Set by a link to a posting and its reversal (with 来源单号 and 类型), not by the bar. */
const LINK_ONLY = ['source_type', 'source_line'];
/** The declared columns, the source document's three as one 来源单据 (`demo_order SO1 #1`). */
const SHOWN = [
  'created_at',
  'type',
  'sku_id',
  'warehouse_id',
  'location_id',
  'qty',
  'd_on_hand',
  'd_reserved',
  'd_in_transit',
  'd_quarantined',
  'source',
  'correlation_id',
  'operator',
  'note',
];
const delta = (v: number | null) => <span className={v && v < 0 ? 'wms-qty-negative' : v && v > 0 ? 'wms-qty-positive' : undefined}>{signed(v ?? 0)}</span>;

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

/**
 * 仓储管理 → 库存管理 → 库存流水 (`#/warehouse/Inventory-management/stock-movement`): the declared query
 * `stockMovementList` — the ledger's append-only movements with their source documents, newest first. A link's
 * `?sku=…&warehouse_id=…` (or a posting's source line and type: 仅看 …) sets the first filters; another link
 * starts the page afresh. Reversals carry 冲销 and their originals 已冲销, each linking to the other; 冲销 on a
 * row (wms.stock.reverse) reverses its posting after a confirmation with the reason.
 */
export function StockMovementPage() {
  const search = useSearch();
  return <MovementList key={search} search={search} />;
}

function MovementList({ search }: { search: string }) {
  const { bridge } = useArea();
  const canReverse = useCan()(STOCK_REVERSE);
  const initial = useMemo(() => filtersFromSearch(search), [search]);
  const [reversing, setReversing] = useState<MovementRow | null>(null);
  const refresh = useRef(() => {}); // the list's, kept as it renders its toolbar
  const slots: Slots = {
    queryFields: FILTERS,
    hiddenFilters: LINK_ONLY,
    cells: {
      type: (r) => (
        <>
          {movementTypeLabels[String(r.type)] ?? r.type}
          <ReversalTag row={row(r)} />
        </>
      ),
      warehouse_id: (r) => row(r).warehouse_name ?? r.warehouse_id,
      location_id: (r) => r.location_id || '-',
      d_on_hand: (r) => delta(r.d_on_hand),
      d_reserved: (r) => delta(r.d_reserved),
      d_in_transit: (r) => delta(r.d_in_transit),
      d_quarantined: (r) => delta(r.d_quarantined),
    },
    columns: [{ key: 'source', title: '来源单据', width: 300, render: (_: unknown, r) => sourceText(row(r)) }],
    shownColumns: () => SHOWN,
    rowActions: (r) =>
      r.reversal_of || r.reversed_by ? (
        <Button type="text" size="mini" onClick={() => bridge.navigate(MOVEMENT_PATH, { search: postingSearch(row(r)) })}>
          {r.reversal_of ? '原记录' : '查看冲销'}
        </Button>
      ) : canReverse ? (
        <Button type="text" size="mini" status="danger" onClick={() => setReversing(row(r))}>
          冲销
        </Button>
      ) : null,
    toolbar: (list) => {
      refresh.current = list.refresh;
      const f = list.query.filters;
      const types = Array.isArray(f.type) ? f.type : [];
      return (
        <>
          <ExportButton entity={stockMovementList} url={`${API}/asyncExportStockMovement`} method="post" list={list} />
          {(f.source_type || f.source_line) && (
            <Tag closable onClose={() => bridge.navigate(MOVEMENT_PATH, { search: '' })}>
              仅看 {String(f.source_type)} {String(f.source_id)}
              {f.source_line ? ` #${f.source_line}` : ''} 的{types.map((t) => movementTypeLabels[t] ?? t).join('、')}及其冲销
            </Tag>
          )}
        </>
      );
    },
  };
  return (
    <>
      <QueryListPage query={stockMovementList} url={`${API}/stock/movements`} lookups={LOOKUPS} initialFilters={initial} slots={slots} className="wms-page" />
      <ReverseMovementDialog
        row={reversing}
        onClose={() => setReversing(null)}
        onReversed={() => {
          setReversing(null);
          refresh.current();
        }}
      />
    </>
  );
}
