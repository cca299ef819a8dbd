import { Alert, Button, Descriptions, Empty, Modal, Result, Space, Spin, Table, Tag } from '@arco-design/web-react';
import { BASE, orderLifecycle, SERVICE, stopSaleLog, task as taskDecl, taskLifecycle } from '@entrepot/module-purchase/entities';
import { ExportButton, openShareLink, QueryListPage, useArea, useScreenTitle } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';

const API = `${SERVICE}${BASE}/task`;
const text = (v: unknown, blank = '—') => (v == null || v === '' ? blank : String(v));
const stateLabel = (machine: { states: Record<string, { label: string }> }, code: unknown) => machine.states[String(code)]?.label ?? text(code);

/** 分享链接: a read-only link to the task for someone without an account (seven days, reusable). */
export function ShareTaskButton({ row }: { row: EntityRow }) {
  const { http } = useArea();
  const share = () => void openShareLink(http, `${API}/shareLink/${row.id}`, `分享采购任务 ${String(row.code)}`, '任务');
  return (
    <Button type="text" size="mini" onClick={share}>
      分享链接
    </Button>
  );
}
ShareTaskButton.linkText = '分享链接';

/** 数量记录: each change of the task's quantity, newest first. */
export function TaskQuantityTab({ row }: { row: EntityRow }) {
  const { http } = useArea();
  const [rows, setRows] = useState<{ at: string; user_name: string; before: number | null; after: number }[] | null>(null);
  useEffect(() => {
    http.get<typeof rows>(`${API}/num_records`, { params: { id: row.id } }).then(setRows, () => setRows([]));
  }, [http, row.id]);
  return (
    <Table
      rowKey="at"
      loading={rows === null}
      data={rows ?? []}
      pagination={false}
      noDataElement={<Empty description="没有数量记录" />}
      border={{ wrapper: true, cell: true }}
      columns={[
        { title: '时间', dataIndex: 'at', render: (v: string) => formatDisplayTime(v) },
        { title: '操作人', dataIndex: 'user_name' },
        { title: '原数量', dataIndex: 'before', align: 'right', render: (v: number | null) => (v == null ? '新建' : v) },
        { title: '新数量', dataIndex: 'after', align: 'right' },
      ]}
    />
  );
}

/**
 * 采购异常 → 停售记录 (`#/purchase/abnormal/stopsale`): the declared query of the tasks stopped — who and when,
 * newest first — with its filters; 导出 queues the file (`task/stopsalelogexport`).
 */
export function StopSalePage() {
  return (
    <QueryListPage
      query={stopSaleLog}
      url={`${API}/stopsalelogindex`}
      slots={{ toolbar: () => <ExportButton entity={taskDecl} url={`${API}/stopsalelogexport`} params={{}} /> }}
    />
  );
}

/**
 * `#/purchase/management/taskDetail?token=` (spec 000 §2 public whitelist): a task opened from its share link
 * without signing in — what to buy, how many, by when, for which warehouse, and the order it went into.
 */
export function TaskDetailPage() {
  const { http } = useArea();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [task, setTask] = useState<EntityRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  useScreenTitle('采购任务详情');
  useEffect(() => {
    http
      .get<EntityRow>(`${SERVICE}${BASE}/open/task/detail`, { params: { token }, silent: true })
      .then(setTask)
      .catch((e: { message?: string }) => setError(e.message ?? '链接无效或已过期'));
  }, [http, token]);
  if (!task) return error ? <Result status="403" title={error} /> : <Spin loading style={{ display: 'block', margin: 48 }} />;
  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
      <Space align="center">
        <h2>采购任务 {text(task.code)}</h2>
        <Tag color={task.status === 'open' ? 'orange' : task.status === 'ordered' ? 'green' : 'gray'}>{stateLabel(taskLifecycle, task.status)}</Tag>
      </Space>
      <Descriptions
        column={2}
        border
        data={[
          { label: 'SKU', value: text(task.sku_id_title) },
          { label: '商品名称', value: text(task.sku_name) },
          { label: '需采购数量', value: text(task.quantity) },
          { label: '需求日期', value: text(task.need_date) },
          { label: '收货仓库', value: text(task.warehouse_id_title) },
          { label: '供应商', value: text(task.supplier_id_title, '未指定') },
          { label: '采购员', value: text(task.buyer_id_title) },
          { label: '采购单', value: task.order_code ? `${task.order_code}（${stateLabel(orderLifecycle, task.order_status)}）` : '尚未下单' },
          { label: '备注', value: text(task.remark) },
        ]}
      />
      <Alert style={{ marginTop: 16 }} type="info" content="此页面为只读分享，内容以系统为准。" />
    </div>
  );
}

interface Verdict {
  id: string;
  code: string;
  feasible: boolean | null;
  earliest: string | null;
  message: string;
}

/** 产能校验 of the chosen tasks: each task's supplier can make it by its day, or why not. */
export function showProductionCheck(http: ReturnType<typeof useArea>['http'], ids: string[]) {
  return http
    .get<Verdict[]>(`${API}/validProduction`, { params: { ids: ids.join(',') } })
    .then((verdicts) =>
      Modal.info({
        title: `产能校验（${verdicts.filter((v) => v.feasible === false).length} 个任务产能不足）`,
        style: { width: 820 },
        content: (
          <Table
            rowKey="id"
            size="small"
            data={verdicts}
            pagination={false}
            border={{ wrapper: true, cell: true }}
            columns={[
              { title: '任务编号', dataIndex: 'code', width: 170 },
              {
                title: '结论',
                dataIndex: 'feasible',
                width: 90,
                render: (v: boolean | null) => (v === null ? <Tag>无法判断</Tag> : v ? <Tag color="green">可按期</Tag> : <Tag color="red">产能不足</Tag>),
              },
              { title: '说明', dataIndex: 'message' },
            ]}
          />
        ),
      }),
    )
    .catch(() => {});
}
