import { Button, Descriptions, Empty, Space, Spin, Table, type TableColumnProps, Tabs } from '@arco-design/web-react';
import { MissingRecord } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { StatusDot } from '@entrepot/web/widgets';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApprovalPanel, useGet } from '../state-request/approval-panel.tsx';
import { type InfoChangeDetail, type InfoChangeLine, infoChangeUrls, OUTCOME_COLORS, OUTCOME_LABELS, resultText, STATUS, screens } from './info-change-rows.ts';

const LINE_COLUMNS: TableColumnProps<InfoChangeLine>[] = [
  { title: '对象', key: 'target', width: 170, render: (_: unknown, l) => `${l.target === 'spu' ? 'SPU' : 'SKU'} ${l.target_code}` },
  { title: '字段', dataIndex: 'field_title', width: 100 },
  { title: '原值', dataIndex: 'old_text', ellipsis: true, render: (t: string | null) => t ?? '-' },
  { title: '新值', dataIndex: 'new_text', ellipsis: true, render: (t: string | null) => t ?? '-' },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 90,
    render: (o: InfoChangeLine['outcome']) => <StatusDot color={OUTCOME_COLORS[o]}>{OUTCOME_LABELS[o]}</StatusDot>,
  },
  { title: '说明', dataIndex: 'note', width: 260, render: (n: string | null) => n ?? '-' },
];

/**
 * 商品信息变更详情 (`#/commodity/information/commodity-info-change/detail?id=`): the request, its lines (before →
 * after, applied or why not), attachments, and its approval with 通过 / 驳回 / 撤回 when the engine says I may.
 */
export function InfoChangeDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  if (!id) return <MissingRecord what="变更单" listPath="/commodity/information/commodity-info-change" listName="商品信息变更" />;
  return <InfoChangeDetailView id={id} />;
}

function InfoChangeDetailView({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const detail = useGet<InfoChangeDetail>(infoChangeUrls.detail(id), reloads);
  const r = detail.data;
  if (!r) return <Spin loading={detail.loading} style={{ display: 'block', minHeight: 120 }} />;
  const changed = () => {
    reload();
    // The catalogue applies the decision when the outbox delivers it (about a second later).
    setTimeout(reload, 1500);
  };
  const items = [
    { label: '单号', value: r.code },
    { label: '状态', value: <StatusDot color={STATUS[r.status].color}>{STATUS[r.status].label}</StatusDot> },
    { label: 'SPU', value: `${r.spu_code} ${r.spu_id_title ?? ''}` },
    { label: '结果', value: resultText(r) },
    { label: '申请人', value: r.requester_id_title ?? '-' },
    { label: '申请时间', value: formatDisplayTime(r.created_at) },
    { label: '变更原因', value: r.reason, span: 2 },
    { label: '完成时间', value: r.decided_at ? formatDisplayTime(r.decided_at) : '-' },
  ];
  return (
    <div className="catalogue-info-change-detail">
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => navigate(screens.list)}>
          返回列表
        </Button>
      </Space>
      <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
      <Tabs defaultActiveTab="lines" style={{ marginTop: 12 }}>
        <Tabs.TabPane key="lines" title={`变更明细（${r.lines.length}）`}>
          <Table<InfoChangeLine> rowKey="id" size="small" border={false} data={r.lines} columns={LINE_COLUMNS} pagination={false} />
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
          {r.approval_request_id ? (
            <ApprovalPanel approvalId={r.approval_request_id} reloads={reloads} onChanged={changed} />
          ) : (
            <Empty description="尚未提交审批" />
          )}
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
