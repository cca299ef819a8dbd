// The approval of a document as the engine shows it to the reader (GET /api-auth/api/v1/approval/{id}): the flow's
// levels, the steps, and 通过 / 驳回 / 撤回 when the engine says I may (ApprovalDecisionModal). Used by the
// change requests' detail (状态变更申请, 商品信息变更…).
import { Button, Empty, Space, Spin, Steps, Timeline } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { formatDisplayTime } from '../../time/index.ts';
import { StatusDot } from '../../widgets/index.ts';
import { useArea } from '../area-context.ts';
import { ApprovalDecisionModal } from './approval-decision.modal.tsx';
import type { Decision } from './approval-decision.ts';
import { APPROVAL_COLORS, type ApprovalView, approvalUrl, approversText, stepText } from './approval-view.ts';

/** GET `url` again whenever `reloads` moves; errors leave `data` null and `failed` true (silent: the panel says why). */
export function useGet<T>(url: string, reloads: number, silent = false) {
  const { http } = useArea();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks again
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    http.get<T>(url, { silent }).then(
      (data) => live && setState({ data, loading: false, failed: false }),
      () => live && setState({ data: null, loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [http, url, silent, reloads]);
  return state;
}

/** The approval as the engine shows it to me; someone who is neither submitter nor approver cannot read it. */
/** A request's 审批记录 tab: its approval's panel, or 尚未提交审批 before it was submitted. */
export function ApprovalTabBody({ approvalId, reloads, onChanged }: { approvalId: string | null; reloads: number; onChanged(): void }) {
  return approvalId ? <ApprovalPanel approvalId={approvalId} reloads={reloads} onChanged={onChanged} /> : <Empty description="尚未提交审批" />;
}

export function ApprovalPanel({ approvalId, reloads, onChanged }: { approvalId: string; reloads: number; onChanged(): void }) {
  const approval = useGet<ApprovalView>(approvalUrl(approvalId), reloads, true);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const a = approval.data;
  if (!a) {
    return approval.failed ? (
      <Empty description="无权查看该审批（提交人、审批人和审批流程管理员可见）" />
    ) : (
      <Spin loading style={{ display: 'block', minHeight: 80 }} />
    );
  }
  return (
    <div data-testid="approval-panel">
      <div style={{ marginBottom: 12 }}>
        审批流程：{a.flow_name ?? '无匹配流程（自动通过）'}　审批状态：<StatusDot color={APPROVAL_COLORS[a.status]}>{a.status_label}</StatusDot>
      </div>
      {(a.can_decide || a.can_withdraw) && (
        <Space style={{ marginBottom: 12 }}>
          {a.can_decide && (
            <>
              <Button type="primary" onClick={() => setDeciding('approve')}>
                通过
              </Button>
              <Button status="danger" onClick={() => setDeciding('reject')}>
                驳回
              </Button>
            </>
          )}
          {a.can_withdraw && <Button onClick={() => setDeciding('withdraw')}>撤回</Button>}
        </Space>
      )}
      {a.levels.length > 0 && (
        <Steps direction="vertical" size="small" current={a.status === 'approved' ? a.levels.length + 1 : a.current_level}>
          {a.levels.map((level, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: levels are positions
            <Steps.Step key={i} title={`第${i + 1}级 ${level.name}`} description={approversText(level.approver_names)} />
          ))}
        </Steps>
      )}
      <Timeline style={{ marginTop: 12 }}>
        {a.steps.map((step) => (
          <Timeline.Item key={step.id} label={formatDisplayTime(step.at)} dotColor={step.action === 'reject' ? 'red' : undefined}>
            <div>{stepText(step)}</div>
            {step.comment && <div style={{ color: 'var(--color-text-3)' }}>意见：{step.comment}</div>}
          </Timeline.Item>
        ))}
      </Timeline>
      <ApprovalDecisionModal
        target={deciding && { request: a, decision: deciding }}
        onClose={() => setDeciding(null)}
        onDone={() => {
          setDeciding(null);
          onChanged();
        }}
      />
    </div>
  );
}
