import { Button, Descriptions, Drawer, Spin, Table, type TableColumnProps, Tabs } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { formatDisplayTime } from '../../time/index.ts';
import { StatusDot } from '../../widgets/index.ts';
import { ApprovalTabBody, useGet } from '../approval/approval-panel.tsx';
import { TransitionRequestPrint } from './transition-request-print.tsx';
import {
  OUTCOME_COLORS,
  REQUEST_STATUS,
  resultText,
  type TransitionLine,
  type TransitionRequestDetail,
  type TransitionRequestScreens,
} from './transition-request-rows.ts';

const LINE_COLUMNS: TableColumnProps<TransitionLine>[] = [
  { title: '类型', dataIndex: 'kind_label', width: 70 },
  { title: '编码', dataIndex: 'code', width: 150 },
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '原状态', dataIndex: 'from_label', width: 80 },
  { title: '目标状态', dataIndex: 'to_label', width: 80 },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 90,
    render: (o: TransitionLine['outcome'], l) => <StatusDot color={OUTCOME_COLORS[o]}>{l.outcome_label}</StatusDot>,
  },
  { title: '说明', dataIndex: 'note', width: 200, render: (n: string | null) => n ?? '-' },
];

/** One request: its lines, the module's tabs, its approval (steps, and 通过/驳回/撤回 when I may), 打印. */
export function TransitionRequestDrawer({
  screens,
  id,
  onClose,
  onChanged,
}: {
  screens: TransitionRequestScreens;
  id: string | null;
  onClose(): void;
  onChanged(): void;
}) {
  return (
    <Drawer width={880} visible={id !== null} title={screens.decl.label} footer={null} unmountOnExit onCancel={onClose}>
      {id && <DetailBody screens={screens} id={id} onChanged={onChanged} />}
    </Drawer>
  );
}

function DetailBody({ screens, id, onChanged }: { screens: TransitionRequestScreens; id: string; onChanged(): void }) {
  const [reloads, setReloads] = useState(0);
  const [printing, setPrinting] = useState(false);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const detail = useGet<TransitionRequestDetail>(screens.api.detail(id), reloads);
  const request = detail.data;
  if (!request) return <Spin loading={detail.loading} style={{ display: 'block', minHeight: 120 }} />;
  const changed = () => {
    reload();
    onChanged();
    // The module applies the decision when the outbox delivers it (about a second later).
    setTimeout(() => {
      reload();
      onChanged();
    }, 1500);
  };
  const items = [
    { label: '申请单号', value: request.code },
    { label: '状态', value: <StatusDot color={REQUEST_STATUS[request.status].color}>{request.status_label}</StatusDot> },
    { label: '申请类型', value: request.transition_label },
    { label: '结果', value: resultText(request) },
    { label: '申请人', value: request.requester_name },
    { label: '申请时间', value: formatDisplayTime(request.created_at) },
    { label: '申请原因', value: request.reason, span: 2 },
    { label: '完成时间', value: request.decided_at ? formatDisplayTime(request.decided_at) : '-' },
  ];
  return (
    <Spin loading={detail.loading} style={{ display: 'block' }}>
      <Button size="small" style={{ marginBottom: 12 }} onClick={() => setPrinting(true)}>
        打印
      </Button>
      {printing && <TransitionRequestPrint screens={screens} request={request} onClose={() => setPrinting(false)} />}
      <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
      <Tabs defaultActiveTab="lines" lazyload style={{ marginTop: 12 }}>
        <Tabs.TabPane key="lines" title={`申请明细（${request.lines.length}）`}>
          <Table<TransitionLine> rowKey="id" size="small" border={false} data={request.lines} columns={LINE_COLUMNS} pagination={false} />
        </Tabs.TabPane>
        {(screens.tabs ?? []).map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title}>
            {tab.render(request)}
          </Tabs.TabPane>
        ))}
        <Tabs.TabPane key="approval" title="审批记录">
          <ApprovalTabBody approvalId={request.approval_request_id} reloads={reloads} onChanged={changed} />
        </Tabs.TabPane>
      </Tabs>
    </Spin>
  );
}
