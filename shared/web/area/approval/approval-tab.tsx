import { Alert, Button, Empty, Select, Space, Tag, Timeline } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { EntityRow } from '../../entity/index.ts';
import { formatDisplayTime } from '../../time/index.ts';
import { CopyText } from '../../widgets/index.ts';
import { useArea } from '../area-context.ts';
import { useCan } from '../use-can.ts';

interface Approval {
  flow_name: string | null;
  status: string;
  status_label: string;
  current_level_name: string | null;
  steps: { id: string; level: number; action_label: string; actor_name: string; comment: string | null; at: string }[];
}

/**
 * 审批 of a document (`api`: its rows, e.g. `…/order`): the flow, where it stands, each step; while pending, a
 * link for an approver to decide without signing in (hub approvals/approval-links.ts).
 */
export function ApprovalTab({ row, api, submitPermission }: { row: EntityRow; api: string; submitPermission: string }) {
  const { http } = useArea();
  const can = useCan();
  const [approval, setApproval] = useState<Approval | null | undefined>(undefined);
  const [holders, setHolders] = useState<{ id: string; name: string }[]>([]);
  const [approver, setApprover] = useState<string | undefined>();
  const [link, setLink] = useState<{ url: string; approver: string; expires_in_hours: number } | null>(null);
  const pending = row.status === 'pending';
  useEffect(() => {
    http
      .get<Approval | null>(`${api}/approval/${row.id}`)
      .then(setApproval)
      .catch(() => setApproval(null));
    if (pending && can(submitPermission))
      http
        .get<{ id: string; name: string }[]>(`${api}/approvalLink/users/${row.id}`)
        .then(setHolders)
        .catch(() => {});
  }, [http, api, row.id, pending, can, submitPermission]);
  if (approval === undefined) return null;
  if (approval === null) return <Empty description="尚未提交审批" />;
  const makeLink = () =>
    approver &&
    http
      .post<{ url: string; approver: string; expires_in_hours: number }>(`${api}/approvalLink/${row.id}`, { user_id: approver })
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
            {s.level > 0 ? `第${s.level}级 · ` : ''}
            {s.actor_name} {s.action_label}
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
