import { Button, Modal, Table, Tag } from '@arco-design/web-react';
import { BASE, outOfStock, SERVICE } from '@entrepot/module-purchase/entities';
import { QueryListPage, useArea } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import { useMaking } from './replenish.page.tsx';

const API = `${SERVICE}${BASE}`;
const SHORT = { coverage: 'short' };

type Row = EntityRow & { sku_code: string; supplier: string | null; gap: number; waiting: number };
interface Waiting {
  package_code: string;
  order_codes: string | null;
  warehouse: string;
  country: string;
  quantity: number;
  ordered_at: string;
  shortage_status_label: string;
}

/** 缺货包裹: the packages waiting for a SKU, oldest first (the order stock will release them in). */
function WaitingPackages({ row, onClose }: { row: Row; onClose(): void }) {
  const { http } = useArea();
  const [list, setList] = useState<Waiting[] | null>(null);
  useEffect(() => {
    http
      .post<Waiting[]>(`${API}/exception/outOfStockBySku`, { sku_ids: [row.id] })
      .then(setList)
      .catch(() => setList([]));
  }, [http, row.id]);
  return (
    <Modal title={`缺货包裹 · ${row.sku_code}`} visible footer={null} style={{ width: 880 }} onCancel={onClose}>
      <Table
        rowKey="package_code"
        size="small"
        loading={list === null}
        data={list ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: '包裹号', dataIndex: 'package_code' },
          { title: '订单号', dataIndex: 'order_codes' },
          { title: '发货仓库', dataIndex: 'warehouse' },
          { title: '国家', dataIndex: 'country' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '下单时间', dataIndex: 'ordered_at', render: (v: string) => formatDisplayTime(v) },
          { title: '缺货跟踪', dataIndex: 'shortage_status_label', render: (v: string) => <Tag>{v}</Tag> },
        ]}
      />
    </Modal>
  );
}

/** The declared query with 缺口 in red and 缺货包裹 per row; `planning` adds 生成计划单 / 生成采购单 for the chosen rows. */
function OutOfStockList({ url, planning }: { url: string; planning?: boolean }) {
  const [viewing, setViewing] = useState<Row | null>(null);
  const { actions, modal } = useMaking('out/of/stock', (l) =>
    (l.rows.filter((r) => l.selectedKeys.includes(r.id)) as Row[]).map((r) => ({ id: r.id, sku_code: r.sku_code, supplier: r.supplier, suggested: r.gap })),
  );
  return (
    <>
      <QueryListPage
        query={outOfStock}
        url={url}
        exportUrl={`${API}/exception/outOfStockExport`}
        initialFilters={planning ? SHORT : undefined}
        slots={{
          cells: {
            gap: (r) => <span style={Number(r.gap) > 0 ? { color: 'rgb(var(--red-6))', fontWeight: 600 } : undefined}>{String(r.gap)}</span>,
          },
          rowActions: (r) => (
            <Button type="text" size="mini" onClick={() => setViewing(r as Row)}>
              缺货包裹
            </Button>
          ),
          ...(planning ? { batchActions: actions } : {}),
        }}
      />
      {viewing && <WaitingPackages row={viewing} onClose={() => setViewing(null)} />}
      {modal}
    </>
  );
}

/**
 * 采购异常 → 缺货异常 (`#/purchase/abnormal/outStock`): every SKU marketplace packages wait for — units, packages,
 * since when, what is coming and the gap — with the packages behind each and 导出.
 */
export function OutStockPage() {
  return <OutOfStockList url={`${API}/exception/outOfStock`} />;
}

/**
 * 采购管理 → 缺货采购 (`#/purchase/management/stockout`): the same SKUs, opening on those whose gap nothing covers
 * yet, to buy from: 生成计划单 / 生成采购单 with the gap as the quantity.
 */
export function StockoutPage() {
  return <OutOfStockList url={`${API}/out/of/stock`} planning />;
}
