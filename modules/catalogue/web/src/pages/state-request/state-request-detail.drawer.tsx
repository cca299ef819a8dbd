import { Descriptions, Drawer, Empty, Spin, Table, type TableColumnProps, Tabs } from '@arco-design/web-react';
import { ApprovalPanel, useGet, useLookup } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { StatusDot } from '@entrepot/web/widgets';
import { useCallback, useState } from 'react';
import { OUTCOME_COLORS, resultText, STATUS, type StateLine, type StateRequestDetail, type StockRow, stateRequestUrls } from './state-request-rows.ts';

/** One request: its lines, the stock of its SKUs and its approval (steps, and 通过/驳回/撤回 when I may). */
export function StateRequestDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  return (
    <Drawer width={880} visible={id !== null} title="状态变更申请" footer={null} unmountOnExit onCancel={onClose}>
      {id && <DetailBody id={id} onChanged={onChanged} />}
    </Drawer>
  );
}

function DetailBody({ id, onChanged }: { id: string; onChanged(): void }) {
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const detail = useGet<StateRequestDetail>(stateRequestUrls.detail(id), reloads);
  const request = detail.data;
  if (!request) return <Spin loading={detail.loading} style={{ display: 'block', minHeight: 120 }} />;
  const changed = () => {
    reload();
    onChanged();
    // The catalogue applies the decision when the outbox delivers it (about a second later).
    setTimeout(() => {
      reload();
      onChanged();
    }, 1500);
  };
  const items = [
    { label: '申请单号', value: request.code },
    { label: '状态', value: <StatusDot color={STATUS[request.status].color}>{request.status_label}</StatusDot> },
    { label: '申请类型', value: request.transition_label },
    { label: '结果', value: resultText(request) },
    { label: '申请人', value: request.requester_name },
    { label: '申请时间', value: formatDisplayTime(request.created_at) },
    { label: '申请原因', value: request.reason, span: 2 },
    { label: '完成时间', value: request.decided_at ? formatDisplayTime(request.decided_at) : '-' },
  ];
  return (
    <Spin loading={detail.loading} style={{ display: 'block' }}>
      <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
      <Tabs defaultActiveTab="lines" lazyload style={{ marginTop: 12 }}>
        <Tabs.TabPane key="lines" title={`申请明细（${request.lines.length}）`}>
          <LinesTable lines={request.lines} />
        </Tabs.TabPane>
        <Tabs.TabPane key="stock" title="库存">
          <StockTable requestId={request.id} />
        </Tabs.TabPane>
        <Tabs.TabPane key="approval" title="审批记录">
          {request.approval_request_id ? (
            <ApprovalPanel approvalId={request.approval_request_id} reloads={reloads} onChanged={changed} />
          ) : (
            <Empty description="尚未提交审批" />
          )}
        </Tabs.TabPane>
      </Tabs>
    </Spin>
  );
}

const LINE_COLUMNS: TableColumnProps<StateLine>[] = [
  { title: '类型', dataIndex: 'kind_label', width: 60 },
  { title: '编码', dataIndex: 'code', width: 150 },
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '原状态', dataIndex: 'from_label', width: 80 },
  { title: '目标状态', dataIndex: 'to_label', width: 80 },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 90,
    render: (o: StateLine['outcome'], l) => <StatusDot color={OUTCOME_COLORS[o]}>{l.outcome_label}</StatusDot>,
  },
  { title: '说明', dataIndex: 'note', width: 200, render: (n: string | null) => n ?? '-' },
];

function LinesTable({ lines }: { lines: StateLine[] }) {
  return <Table<StateLine> rowKey="id" size="small" border={false} data={lines} columns={LINE_COLUMNS} pagination={false} />;
}

/** The stock of the request's SKUs (the wms ledger), per warehouse by name from the hub's lookup. */
function StockTable({ requestId }: { requestId: string }) {
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
