import { Button, Empty, Space, Table, Tag } from '@arco-design/web-react';
import { BASE, order as orderDecl, SERVICE } from '@entrepot/module-purchase/entities';
import { ApprovalTab, useArea, useCan } from '@entrepot/web/area';
import { type EntityRow, moneyColumn } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { CopyText } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';

const API = `${SERVICE}${BASE}/order`;

interface Line {
  id: string;
  sku_id: string;
  sku_id_title?: string;
  quantity: number;
  free_quantity: number | null;
  price: string;
  amount: string;
  plan_date: string | null;
  received_quantity: number;
  returned_quantity: number;
  closed_quantity: number;
}

/** Still to arrive, as the server reads it (README "Document flow"). */
const openOf = (l: Line) => Math.max(0, l.quantity - l.received_quantity + l.returned_quantity - l.closed_quantity);
const receiving = (row: EntityRow) => row.status === 'approved' || row.status === 'partial';

/** 采购明细: each SKU with what arrived, returned and was closed; 关闭所选SKU closes what has not arrived. */
export function OrderLinesTab({ row }: { row: EntityRow }) {
  const { http, bridge } = useArea();
  const can = useCan();
  // The order as closing left it: re-read, so the table shows the new 已关闭 and 未到货 at once.
  const [order, setOrder] = useState(row);
  const lines = (order.lines ?? []) as Line[];
  const [chosen, setChosen] = useState<string[]>([]);
  const closable = receiving(order) && can(orderDecl.permission('off'));
  const closeChosen = () =>
    http
      .post<{ closed: { sku: string; closing: number }[] }>(`${API}/skuOff/${row.id}`, {
        sku_ids: lines.filter((l) => chosen.includes(l.id)).map((l) => l.sku_id),
      })
      .then((r) => {
        bridge.toast('success', `已关闭 ${r.closed.map((c) => `${c.sku} ${c.closing}件`).join('，')}`);
        setChosen([]);
        return http.get<EntityRow>(`${API}/detail/${row.id}`).then(setOrder);
      })
      .catch(() => {});
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {closable && (
        <Button disabled={chosen.length === 0} onClick={closeChosen}>
          关闭所选SKU未到货数量
        </Button>
      )}
      <Table
        rowKey="id"
        data={lines}
        pagination={false}
        border={{ wrapper: true, cell: true }}
        rowSelection={closable ? { type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) } : undefined}
        columns={[
          { title: 'SKU', dataIndex: 'sku_id_title' },
          { title: '采购数量', dataIndex: 'quantity' },
          { title: '赠品', render: (_: unknown, l: Line) => l.free_quantity ?? 0 },
          moneyColumn('单价', 'price'),
          moneyColumn('金额', 'amount'),
          { title: '预计到货', render: (_: unknown, l: Line) => l.plan_date ?? '—' },
          { title: '已到货', dataIndex: 'received_quantity' },
          { title: '已退货', dataIndex: 'returned_quantity' },
          { title: '已关闭', dataIndex: 'closed_quantity' },
          { title: '未到货', render: (_: unknown, l: Line) => <b>{openOf(l)}</b> },
        ]}
      />
    </Space>
  );
}

/** 审批 of a purchase order. */
export const OrderApprovalTab = ({ row }: { row: EntityRow }) => <ApprovalTab row={row} api={API} submitPermission={orderDecl.permission('submit')} />;

interface Arrival {
  document: string | null;
  sku_code: string;
  received: number;
  returned: number;
  at: string;
}

/**
 * 到货记录: the warehouse's receipts of the order, per receipt and SKU — what arrived and what failed inspection
 * (退货); a revoked receipt (撤销收货) shows nothing taken. 查看收货异常 opens the warehouse's 收货异常 filtered to it.
 */
export function OrderArrivalsTab({ row }: { row: EntityRow }) {
  const { http, bridge } = useArea();
  const [rows, setRows] = useState<Arrival[] | null>(null);
  useEffect(() => {
    http.get<Arrival[]>(`${API}/arrivals/${row.id}`).then(setRows, () => setRows([]));
  }, [http, row.id]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button
        size="small"
        onClick={() => bridge.openTab('/warehouse/receiving-inspection/exception-list', { search: `order_id=${row.id}`, title: `收货异常 ${row.code}` })}
      >
        查看收货异常
      </Button>
      <Table
        rowKey={(a) => `${a.document}:${a.sku_code}`}
        loading={rows === null}
        data={rows ?? []}
        pagination={false}
        noDataElement={<Empty description="还没有到货" />}
        border={{ wrapper: true, cell: true }}
        columns={[
          { title: '收货单号', dataIndex: 'document', render: (v: string | null) => (v ? <CopyText text={v} /> : '—') },
          { title: 'SKU', dataIndex: 'sku_code' },
          { title: '到货', dataIndex: 'received', align: 'right', render: (v: number, a) => (v === 0 && a.returned === 0 ? <Tag>已撤销</Tag> : v) },
          { title: '质检退货', dataIndex: 'returned', align: 'right' },
          { title: '时间', dataIndex: 'at', render: (v: string) => formatDisplayTime(v) },
        ]}
      />
    </Space>
  );
}
