import { Button, Descriptions, Drawer, Popconfirm, Space, Spin, Steps, Tag, Timeline } from '@arco-design/web-react';
import { ApprovalDecisionModal, type DecisionTarget, decisionUrl, useArea } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/entity';
import { useCallback, useEffect, useState } from 'react';
import { approvalUrl } from './approval.api.ts';
import { type ApprovalDetail, levelState, statusColor, stepText } from './approval-request.ts';
import { amountText, approverNamesText, MODE_LABELS } from './approval-text.ts';

/** One request (GET /approval/{id}): the document, its levels, the history of its steps, and what I may do. */
export function ApprovalDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  return (
    <Drawer width={720} visible={id !== null} title="审批详情" footer={null} unmountOnExit onCancel={onClose}>
      {id && <DetailBody id={id} onChanged={onChanged} />}
    </Drawer>
  );
}

function useDetail(id: string) {
  const { http } = useArea();
  const [detail, setDetail] = useState<ApprovalDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks again
  useEffect(() => {
    let current = true;
    setLoading(true);
    http
      .get<ApprovalDetail>(approvalUrl(id))
      .then((next) => current && setDetail(next))
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, id, reloads]);
  return { detail, loading, reload: useCallback(() => setReloads((n) => n + 1), []) };
}

function DetailBody({ id, onChanged }: { id: string; onChanged(): void }) {
  const { http, bridge } = useArea();
  const { detail, loading, reload } = useDetail(id);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  if (!detail) return <Spin loading={loading} style={{ display: 'block', minHeight: 120 }} />;
  const changed = () => {
    setDeciding(null);
    reload();
    onChanged();
  };
  const withdraw = async () => {
    try {
      await http.post(decisionUrl(detail.id, 'withdraw'), {});
      bridge.toast('success', '已撤回');
      changed();
    } catch {
      // the HTTP client already showed the error
    }
  };
  const items = [
    { label: '标题', value: detail.title },
    { label: '状态', value: <Tag color={statusColor(detail.status)}>{detail.status_label}</Tag> },
    { label: '单据类型', value: detail.document_type_label },
    { label: '金额', value: amountText(detail.amount) },
    { label: '类别', value: detail.type ?? '-' },
    { label: '提交人', value: detail.submitter_name },
    { label: '提交时间', value: formatDisplayTime(detail.created_at) },
    { label: '审批流程', value: detail.flow_name ?? '无匹配流程（自动通过）' },
    { label: '完成时间', value: detail.decided_at ? formatDisplayTime(detail.decided_at) : '-' },
  ];
  return (
    <Spin loading={loading} style={{ display: 'block' }}>
      {(detail.can_decide || detail.can_withdraw) && (
        <Space style={{ marginBottom: 16 }}>
          {detail.can_decide && (
            <>
              <Button type="primary" onClick={() => setDeciding({ request: detail, decision: 'approve' })}>
                通过
              </Button>
              <Button status="danger" onClick={() => setDeciding({ request: detail, decision: 'reject' })}>
                驳回
              </Button>
            </>
          )}
          {detail.can_withdraw && (
            <Popconfirm title="确定撤回该审批吗？" onOk={withdraw}>
              <Button>撤回</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
      {detail.levels.length > 0 && (
        <>
          <div className="approval-detail-section">审批节点</div>
          <Steps direction="vertical" size="small" current={detail.current_level}>
            {detail.levels.map((level, i) => (
              <Steps.Step
                // biome-ignore lint/suspicious/noArrayIndexKey: levels are positions
                key={i}
                status={levelState(detail, i)}
                title={`第${i + 1}级 ${level.name}`}
                description={`${MODE_LABELS[level.mode]}；${approverNamesText(level.approver_names)}`}
              />
            ))}
          </Steps>
        </>
      )}
      <div className="approval-detail-section">审批记录</div>
      <Timeline>
        {detail.steps.map((step) => (
          <Timeline.Item key={step.id} label={formatDisplayTime(step.at)} dotColor={step.action === 'reject' ? 'red' : undefined}>
            <div>{stepText(step)}</div>
            {step.comment && (
              <div className="approval-document-sub">
                {step.action === 'reject' ? '驳回理由' : '意见'}：{step.comment}
              </div>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      <ApprovalDecisionModal target={deciding} onClose={() => setDeciding(null)} onDone={changed} />
    </Spin>
  );
}
