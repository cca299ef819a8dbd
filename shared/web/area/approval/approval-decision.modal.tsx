import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useArea } from '../area-context.ts';
import { COMMENT_MAX, DECISION_LABELS, type Decision, decisionBody, decisionUrl } from './approval-decision.ts';

export interface DecisionTarget {
  request: { id: string; title: string; current_level: number };
  decision: Decision;
}

/** 通过 (an optional comment), 驳回 (a reason is required) or 撤回, on the approval engine's request. */
export function ApprovalDecisionModal({ target, onClose, onDone }: { target: DecisionTarget | null; onClose(): void; onDone(): void }) {
  return target ? <DecisionForm key={`${target.request.id}-${target.decision}`} target={target} onClose={onClose} onDone={onDone} /> : null;
}

function DecisionForm({ target, onClose, onDone }: { target: DecisionTarget; onClose(): void; onDone(): void }) {
  const { http, bridge } = useArea();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { request, decision } = target;
  const label = DECISION_LABELS[decision];
  const submit = async () => {
    const checked = decisionBody(decision, comment, request.current_level);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    try {
      await http.post(decisionUrl(request.id, decision), checked.body);
      bridge.toast('success', `已${label}`);
      onDone();
    } catch {
      // the HTTP client already showed the error (e.g. 审批节点已变化，请刷新后重试)
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible
      title={`${label}：${request.title}`}
      okText={label}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={decision === 'approve' ? undefined : { status: 'danger' }}
    >
      <Form layout="vertical">
        <Form.Item
          label={decision === 'reject' ? '驳回理由' : '审批意见'}
          required={decision === 'reject'}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.TextArea
            autoFocus
            value={comment}
            maxLength={COMMENT_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={decision === 'reject' ? '请填写驳回理由' : '选填'}
            onChange={(v) => {
              setComment(v);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
