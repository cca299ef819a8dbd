import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';
import { useArea } from '../area-context.ts';
import { submittedText, type TransitionRequestDetail, type TransitionRequestScreens, transitionOptions } from './transition-request-rows.ts';

const REASON_MAX = 500;

/** What is asked: records of one target (`sku`) and the transition first chosen. */
export interface TransitionAsk {
  target: string;
  records: { id: string; code: string }[];
  transition: string;
}

/**
 * 申请停售 (or another transition) for the chosen records: the reason is required; nothing changes until the
 * approval passes. `children`: what the module shows beneath the records (one record's state, a request already
 * waiting on it); `blocked` disables the submit.
 */
export function TransitionRequestDialog({
  screens,
  ask,
  onClose,
  onSubmitted,
  blocked,
  children,
}: {
  screens: TransitionRequestScreens;
  ask: TransitionAsk;
  onClose(): void;
  /** After a request was submitted (before `onClose`): the list may show what took effect. */
  onSubmitted?(request: TransitionRequestDetail): void;
  blocked?: boolean;
  children?: ReactNode;
}) {
  const { http, bridge } = useArea();
  const { decl } = screens;
  const [transition, setTransition] = useState(ask.transition);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const codes = ask.records.map((r) => r.code);

  const submit = async () => {
    if (!reason.trim()) return setError('请填写申请原因');
    setSaving(true);
    try {
      const body = { transition, reason: reason.trim(), [`${ask.target}_ids`]: ask.records.map((r) => r.id) };
      const answer = await http.post<TransitionRequestDetail>(screens.api.submit, body);
      bridge.toast('success', `申请单 ${answer.code} ${submittedText(answer.approval)}`);
      onSubmitted?.(answer);
      onClose();
    } catch {
      // the HTTP client already showed the refusal (e.g. 已有审批中的状态变更申请)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={`申请${decl.transitionLabel(transition)}`}
      okText="提交申请"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: Boolean(blocked) }}
    >
      <Form layout="vertical">
        <Form.Item label={`${decl.targets[ask.target]?.entity.label ?? ''}（${codes.length}个）`}>
          <div data-testid="state-request-skus" style={{ maxHeight: 96, overflow: 'auto' }}>
            {codes.join('、')}
          </div>
        </Form.Item>
        {children}
        <Form.Item label="申请类型" required>
          <Select aria-label="申请类型" value={transition} options={transitionOptions(decl)} onChange={(v: string) => setTransition(v)} />
        </Form.Item>
        <Form.Item label="申请原因" required validateStatus={error ? 'error' : undefined} help={error ?? '审批通过后生效；驳回或撤回则状态不变'}>
          <Input.TextArea
            aria-label="申请原因"
            autoFocus
            value={reason}
            maxLength={REASON_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={screens.reasonHint}
            onChange={(v) => {
              setReason(v);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
