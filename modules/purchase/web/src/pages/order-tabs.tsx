import { Alert, Button, Empty, Select, Space, Table, Tag, Timeline } from '@arco-design/web-react';
import { BASE, order as orderDecl, SERVICE } from '@entrepot/module-purchase/entities';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
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
          { title: '单价', dataIndex: 'price' },
          { title: '金额', dataIndex: 'amount' },
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

interface Approval {
  flow_name: string | null;
  status: string;
  status_label: string;
  current_level_name: string | null;
  steps: { id: string; level: number; action_label: string; actor_name: string; comment: string | null; at: string }[];
}

/** 审批: the flow, where it stands, each step; while pending, a link for an approver to decide without signing in. */
export function OrderApprovalTab({ row }: { row: EntityRow }) {
  const { http } = useArea();
  const can = useCan();
  const [approval, setApproval] = useState<Approval | null | undefined>(undefined);
  const [holders, setHolders] = useState<{ id: string; name: string }[]>([]);
  const [approver, setApprover] = useState<string | undefined>();
  const [link, setLink] = useState<{ url: string; approver: string; expires_in_hours: number } | null>(null);
  const pending = row.status === 'pending';
  useEffect(() => {
    http
      .get<Approval | null>(`${API}/approval/${row.id}`)
      .then(setApproval)
      .catch(() => setApproval(null));
    if (pending && can(orderDecl.permission('submit')))
      http
        .get<{ id: string; name: string }[]>(`${API}/approvalLink/users/${row.id}`)
        .then(setHolders)
        .catch(() => {});
  }, [http, row.id, pending, can]);
  if (approval === undefined) return null;
  if (approval === null) return <Empty description="尚未提交审批" />;
  const makeLink = () =>
    approver &&
    http
      .post<{ url: string; approver: string; expires_in_hours: number }>(`${API}/approvalLink/${row.id}`, { user_id: approver })
      .then(setLink)
      .catch(() => {});
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space>
        <span>审批流程：{approval.flow_name ?? '无需审批（自动通过）'}</span>
        <Tag color={approval.status === 'approved' ? 'green' : approval.status === 'rejected' ? 'red' : 'arcoblue'}>{approval.status_label}</Tag>
        {approval.current_level_name && <span>当前节点：{approval.current_level_name}</span>}
      </Space>
      <Timeline>
        {approval.steps.map((s) => (
          <Timeline.Item key={s.id} label={formatDisplayTime(s.at)}>
            第{s.level}级 · {s.actor_name} {s.action_label}
            {s.comment ? `：${s.comment}` : ''}
          </Timeline.Item>
        ))}
      </Timeline>
      {pending && holders.length > 0 && (
        <Space direction="vertical">
          <Space>
            <Select
              placeholder="选择审批人"
              style={{ width: 200 }}
              value={approver}
              onChange={setApprover}
              options={holders.map((h) => ({ label: h.name, value: h.id }))}
            />
            <Button type="primary" disabled={!approver} onClick={makeLink}>
              生成审批链接
            </Button>
          </Space>
          {link && (
            <Alert
              type="success"
              content={
                <Space direction="vertical">
                  <span>
                    发给 {link.approver}：打开链接即可审批，无需登录；{link.expires_in_hours} 小时内有效，使用一次后失效。
                  </span>
                  <CopyText text={`${window.location.origin}/#${link.url}`} width={520} />
                </Space>
              }
            />
          )}
        </Space>
      )}
    </Space>
  );
}

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
