import { Alert, Button, Descriptions, Input, Result, Space, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { EntityRow } from '../../entity/index.ts';
import { useArea } from '../area-context.ts';
import { useScreenTitle } from '../opened-from-url.ts';

interface Opened {
  approver: string;
  document: EntityRow & { lines: EntityRow[] };
  approval: { flow_name: string | null; status: string; current_level_name: string | null } | null;
}

export interface ApprovalLinkPageProps {
  /** The document's name: 采购单, 计划单, 付款申请. */
  noun: string;
  /** The public rows (GET `?token=`, POST the decision): `…/open/<document>/approval`. */
  api: string;
  header(document: EntityRow): { label: string; value: string }[];
  columns: TableColumnProps<EntityRow>[];
}

/**
 * A document's approval page opened from a link (spec 000 §2 public whitelist: `orderApprovalDetail`,
 * `planDetail`, `applyApproval`): the approver the writer made the link for opens it without signing in, reads the document and
 * approves or rejects it. The link works once (hub approvals/approval-links.ts).
 */
export function ApprovalLinkPage({ noun, api, header, columns }: ApprovalLinkPageProps) {
  const { http } = useArea();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);
  useScreenTitle(`${noun}审批`);
  useEffect(() => {
    http
      .get<Opened>(api, { params: { token }, silent: true })
      .then(setOpened)
      .catch((e: { message?: string }) => setError(e.message ?? '链接无效或已过期'));
  }, [http, api, token]);
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !comment.trim()) return setError('请填写驳回理由');
    setBusy(true);
    setError(null);
    http
      .post<{ status_label: string }>(api, { token, decision, comment: comment.trim() || undefined }, { silent: true })
      .then((r) => setDecided(decision === 'approve' ? `已审批通过（${r.status_label}）` : '已驳回'))
      .catch((e: { message?: string }) => setError(e.message ?? '操作失败'))
      .finally(() => setBusy(false));
  };
  if (decided) return <Result status="success" title={decided} subTitle="此链接已使用，不能再次审批。" />;
  if (!opened) return error ? <Result status="403" title={error} /> : <Spin loading style={{ display: 'block', margin: 48 }} />;
  const pending = opened.approval?.status === 'pending';
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h2>{noun}审批</h2>
      <p>
        {opened.approver}，您好：请审批以下{noun}
        {opened.approval?.current_level_name ? `（${opened.approval.flow_name} · ${opened.approval.current_level_name}）` : ''}。
      </p>
      <Descriptions column={2} border data={header(opened.document)} />
      <Table style={{ marginTop: 16 }} rowKey="id" data={opened.document.lines} pagination={false} border={{ wrapper: true, cell: true }} columns={columns} />
      {error && <Alert type="error" style={{ marginTop: 16 }} content={error} />}
      {pending ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Input.TextArea placeholder="审批意见（驳回时必填）" maxLength={500} value={comment} onChange={setComment} />
          <Space>
            <Button type="primary" loading={busy} onClick={() => decide('approve')}>
              通过
            </Button>
            <Button status="danger" loading={busy} onClick={() => decide('reject')}>
              驳回
            </Button>
          </Space>
        </Space>
      ) : (
        <Alert type="info" style={{ marginTop: 16 }} content={`该${noun}已不在审批中`} />
      )}
    </div>
  );
}
