import { Alert, Button, InputNumber, Modal, Space, Table, Tooltip } from '@arco-design/web-react';
import { BASE, planOrder, planOrderLine, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { ApprovalTab, ExportButton, ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityListSlots, EntityRow, OpenedOnArrival } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import type { MenuAction } from '@entrepot/web/widgets';
import { useCallback, useEffect, useState } from 'react';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

const API = `${SERVICE}${BASE}/planOrder`;
const editable = (row: EntityRow) => row.status === 'draft' || row.status === 'rejected';

interface Line extends EntityRow {
  id: string;
  quantity: number;
  moq: number | null;
  sales_7d: number | null;
  sales_30d: number | null;
  task_id: string | null;
}

/**
 * 计划明细: each SKU with its supplier, 起订量 (red while the plan is below it) and recent sales, the task the
 * approval made; while a draft, 按起订量调整, 同步SKU信息, and a line's quantity changed or the line removed.
 */
function PlanLinesTab({ row }: { row: EntityRow }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [plan, setPlan] = useState(row);
  const [below, setBelow] = useState<string[]>([]);
  const lines = (plan.lines ?? []) as Line[];
  const writable = editable(plan) && can(planOrder.permission('update'));
  const reload = useCallback(
    () =>
      Promise.all([http.get<EntityRow>(`${API}/detail/${row.id}`).then(setPlan), http.get<string[]>(`${API}/moq/${row.id}`).then(setBelow)]).catch(() => {}),
    [http, row.id],
  );
  useEffect(() => void reload(), [reload]);
  const run = (request: Promise<unknown>, text: string) =>
    request
      .then(() => {
        bridge.toast('success', text);
        return reload();
      })
      .catch(() => {});
  const changeQuantity = (line: Line) => {
    let quantity: number | undefined = line.quantity;
    Modal.confirm({
      title: `修改计划数量 · ${line.sku_id_title ?? ''}`,
      content: <InputNumber min={1} max={999_999} precision={0} defaultValue={line.quantity} onChange={(v) => (quantity = v)} style={{ width: '100%' }} />,
      onOk: () => (quantity ? run(http.put(`${API}/skuUpdate/${line.id}`, { quantity }), '计划数量已修改') : Promise.reject()),
    });
  };
  const remove = (line: Line) =>
    Modal.confirm({
      title: '删除SKU',
      content: `确定从计划单中删除 ${line.sku_id_title ?? ''} 吗？`,
      onOk: () => run(http.delete(`${API}/skuDelete/${line.id}`), '已删除'),
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {writable && (
          <>
            <Button disabled={below.length === 0} onClick={() => void run(http.put(`${API}/moq/${row.id}`), '已按起订量调整')}>
              按起订量调整
            </Button>
            <Button onClick={() => void run(http.post(`${API}/skuInfoSyn/${row.id}`), '已同步SKU信息')}>同步SKU信息</Button>
          </>
        )}
        <ExportButton entity={planOrderLine} url={`${API}/rowsResultExport`} params={{ plan_id: String(row.id) }} />
        {plan.sales_refreshed_at ? <span className="muted">销量更新于 {formatDisplayTime(String(plan.sales_refreshed_at))}</span> : null}
      </Space>
      {below.length > 0 && <Alert type="warning" content={`低于起订量（下单时将被拒绝）：${below.join('；')}`} />}
      <Table
        rowKey="id"
        data={lines}
        pagination={false}
        border={{ wrapper: true, cell: true }}
        columns={[
          { title: 'SKU', dataIndex: 'sku_id_title' },
          { title: '供应商', render: (_: unknown, l: Line) => String(l.supplier_id_title ?? '未指定') },
          { title: '计划数量', dataIndex: 'quantity', align: 'right' },
          {
            title: '起订量',
            align: 'right',
            render: (_: unknown, l: Line) =>
              l.moq == null ? '—' : <span style={l.quantity < l.moq ? { color: 'rgb(var(--danger-6))', fontWeight: 600 } : undefined}>{l.moq}</span>,
          },
          { title: '近7天销量', dataIndex: 'sales_7d', align: 'right' },
          { title: '近30天销量', dataIndex: 'sales_30d', align: 'right' },
          {
            title: '采购任务',
            render: (_: unknown, l: Line) =>
              l.task_id ? (
                <Button type="text" size="mini" onClick={() => bridge.openTab('/purchase/management/task', { search: `id=${l.task_id}`, title: '采购任务' })}>
                  {String(l.task_id_title ?? '查看')}
                </Button>
              ) : (
                '—'
              ),
          },
          { title: '备注', render: (_: unknown, l: Line) => String(l.remark ?? '') },
          ...(writable
            ? [
                {
                  title: '操作',
                  render: (_: unknown, l: Line) => (
                    <Space size={0}>
                      <Button type="text" size="mini" onClick={() => changeQuantity(l)}>
                        改数量
                      </Button>
                      <Tooltip content={lines.length === 1 ? '计划单至少保留一个SKU' : undefined}>
                        <Button type="text" size="mini" status="danger" disabled={lines.length === 1} onClick={() => remove(l)}>
                          删除
                        </Button>
                      </Tooltip>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

/**
 * 采购管理 → 计划单 (`#/purchase/management/plan`): the declared list (filters, status counts, export, import), the
 * form with its lines (a line's supplier defaults to the SKU's default one), submit / end approval / invalidate
 * from the row; the approval makes a purchase task per line. Batch: 作废, 同步团队信息, 刷新销量.
 */
export function PlanPage({ opened }: { opened?: OpenedOnArrival }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const done = (list: EntityList, text: string) => () => {
    bridge.toast('success', text);
    list.refresh();
  };
  const slots: EntityListSlots = {
    batchActions: (list): MenuAction[] => {
      const ids = list.selectedKeys;
      const updating = can(planOrder.permission('update'));
      return [
        ...(can(planOrder.permission('invalid'))
          ? [
              {
                key: 'invalid',
                label: '批量作废',
                onClick: () =>
                  Modal.confirm({
                    title: '批量作废',
                    content: `确定作废选中的 ${ids.length} 个计划单吗？已审批的计划单，其待下单的采购任务将一并取消。`,
                    onOk: () => http.post(`${API}/batchInvalid`, { ids }).then(done(list, '已作废')),
                  }),
              },
            ]
          : []),
        ...(updating
          ? [
              { key: 'team', label: '同步团队信息', onClick: () => void http.post(`${API}/teamInfoSyn`, { ids }).then(done(list, '团队信息已同步'), () => {}) },
              {
                key: 'sales',
                label: '刷新销量',
                onClick: () =>
                  void http.post<{ lines: number }>(`${API}/sale/refresh`, { ids }).then(
                    (r) => done(list, `已刷新 ${r.lines} 个SKU的销量`)(),
                    () => {},
                  ),
              },
            ]
          : []),
      ];
    },
    detail: {
      tabs: (row) => [
        { key: 'lines', title: '计划明细', content: <PlanLinesTab row={row} /> },
        { key: 'approval', title: '审批', content: <ApprovalTab row={row} api={API} submitPermission={planOrder.permission('submit')} /> },
      ],
    },
  };
  return <ResourceListPage resource={R.planOrder} lookups={PURCHASE_LOOKUPS} slots={slots} opened={opened} />;
}
