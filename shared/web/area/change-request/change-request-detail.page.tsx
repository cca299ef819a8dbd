import { Button, Descriptions, Empty, Space, Spin, Table, type TableColumnProps, Tabs } from '@arco-design/web-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatDisplayTime } from '../../time/index.ts';
import { StatusDot } from '../../widgets/index.ts';
import { ApprovalTabBody, useGet } from '../approval/approval-panel.tsx';
import type { ApprovalStep } from '../approval/approval-view.ts';
import { MissingRecord } from '../missing-record.tsx';
import type { ChangeRequestScreens } from './change-request-config.ts';
import { ChangeRequestPrint } from './change-request-print.tsx';
import {
  CHANGE_STATUS,
  type ChangeLine,
  type ChangeRequestDetail,
  fieldLabel,
  OUTCOME_COLORS,
  OUTCOME_LABELS,
  resultText,
  targetText,
} from './change-request-rows.ts';

/**
 * A change request's detail (`<list>/detail?id=`): the request, its lines (before → after, applied or why not), its
 * attachments, and its approval with 通过 / 驳回 / 撤回 when the engine says I may.
 */
export function ChangeRequestDetailPage({ screens }: { screens: ChangeRequestScreens }) {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  if (!id) return <MissingRecord what="变更单" listPath={screens.list} listName={screens.decl.label} />;
  return <DetailView id={id} screens={screens} />;
}

/** The approval's steps as the detail answers them (none before it was submitted). */
const steps = (r: ChangeRequestDetail): ApprovalStep[] => (r.approval as { steps?: ApprovalStep[] } | null | undefined)?.steps ?? [];

function DetailView({ id, screens }: { id: string; screens: ChangeRequestScreens }) {
  const [, navigate] = useLocation();
  const { decl } = screens;
  const [reloads, setReloads] = useState(0);
  const [printing, setPrinting] = useState(false);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const detail = useGet<ChangeRequestDetail>(screens.api.detail(id), reloads);
  const columns = useMemo<TableColumnProps<ChangeLine>[]>(
    () => [
      { title: '对象', key: 'target', width: 170, render: (_: unknown, l) => targetText(decl, l.target, l.target_code) },
      { title: '字段', dataIndex: 'field', width: 100, render: (f: string) => fieldLabel(decl, f) },
      { title: '原值', dataIndex: 'old_text', ellipsis: true, render: (t: string | null) => t ?? '-' },
      { title: '新值', dataIndex: 'new_text', ellipsis: true, render: (t: string | null) => t ?? '-' },
      {
        title: '结果',
        dataIndex: 'outcome',
        width: 90,
        render: (o: ChangeLine['outcome']) => <StatusDot color={OUTCOME_COLORS[o]}>{OUTCOME_LABELS[o]}</StatusDot>,
      },
      { title: '说明', dataIndex: 'note', width: 260, render: (n: string | null) => n ?? '-' },
    ],
    [decl],
  );
  const r = detail.data;
  if (!r) return <Spin loading={detail.loading} style={{ display: 'block', minHeight: 120 }} />;
  const changed = () => {
    reload();
    // The module applies the decision when the outbox delivers it (about a second later).
    setTimeout(reload, 1500);
  };
  const subject = decl.subject;
  const items = [
    { label: '单号', value: r.code },
    { label: '状态', value: <StatusDot color={CHANGE_STATUS[r.status].color}>{CHANGE_STATUS[r.status].label}</StatusDot> },
    { label: decl.targets[subject]!.entity.label, value: `${String(r[`${subject}_code`] ?? '')} ${String(r[`${subject}_id_title`] ?? '')}` },
    { label: '结果', value: resultText(r) },
    { label: '申请人', value: r.requester_id_title ?? '-' },
    { label: '申请时间', value: formatDisplayTime(r.created_at) },
    { label: '变更原因', value: r.reason, span: 2 },
    { label: '完成时间', value: r.decided_at ? formatDisplayTime(r.decided_at) : '-' },
  ];
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => navigate(screens.list)}>
          返回列表
        </Button>
        <Button size="small" onClick={() => setPrinting(true)}>
          打印
        </Button>
      </Space>
      {printing && <ChangeRequestPrint decl={decl} request={r} steps={steps(r)} onClose={() => setPrinting(false)} />}
      <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
      <Tabs defaultActiveTab="lines" style={{ marginTop: 12 }}>
        <Tabs.TabPane key="lines" title={`变更明细（${r.lines.length}）`}>
          <Table<ChangeLine> rowKey="id" size="small" border={false} data={r.lines} columns={columns} pagination={false} />
        </Tabs.TabPane>
        <Tabs.TabPane key="files" title={`附件（${r.attachments.length}）`}>
          {r.attachments.length ? (
            <Space direction="vertical">
              {r.attachments.map((f) => (
                <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                  {f.name}
                </a>
              ))}
            </Space>
          ) : (
            <Empty description="无附件" />
          )}
        </Tabs.TabPane>
        <Tabs.TabPane key="approval" title="审批记录">
          <ApprovalTabBody approvalId={r.approval_request_id} reloads={reloads} onChanged={changed} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
