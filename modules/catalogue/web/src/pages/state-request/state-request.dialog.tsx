import { Alert, Form, Input, Modal, Select } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import {
  type Requestable,
  type SkuState,
  type StateRequestDetail,
  stateRequestUrls,
  submittedText,
  TRANSITION_OPTIONS,
  transitionLabel,
} from './state-request-rows.ts';

const REASON_MAX = 500;

export interface StateRequestTarget {
  skus: { id: string; code: string }[];
  transition: Requestable;
}

/**
 * 申请停售 (or another state change) for the chosen SKUs: the reason is required; nothing changes until the
 * approval passes. One SKU shows its state and a request already waiting on it.
 */
export function StateRequestDialog({ target, onClose }: { target: StateRequestTarget; onClose(): void }) {
  const { http, bridge } = useArea();
  const [transition, setTransition] = useState<Requestable>(target.transition);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const state = useSkuState(target.skus.length === 1 ? target.skus[0]!.id : null);
  const codes = target.skus.map((s) => s.code);

  const submit = async () => {
    if (!reason.trim()) return setError('请填写申请原因');
    setSaving(true);
    try {
      const answer = await http.post<StateRequestDetail>(stateRequestUrls.submit, { transition, reason: reason.trim(), sku_ids: target.skus.map((s) => s.id) });
      bridge.toast('success', `申请单 ${answer.code} ${submittedText(answer.approval)}`);
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
      title={`申请${transitionLabel(transition)}`}
      okText="提交申请"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: Boolean(state?.pending) }}
    >
      <Form layout="vertical">
        <Form.Item label={`SKU（${codes.length}个）`}>
          <div data-testid="state-request-skus" style={{ maxHeight: 96, overflow: 'auto' }}>
            {codes.join('、')}
          </div>
          {state && (
            <div style={{ color: 'var(--color-text-3)', marginTop: 4 }}>
              当前状态：{state.status_label}（SPU {state.spu_code}：{state.spu_status_label}）
            </div>
          )}
        </Form.Item>
        {state?.pending && (
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            content={`该SKU已有审批中的状态变更申请 ${state.pending.code}（${state.pending.transition_label}），不能重复申请`}
          />
        )}
        <Form.Item label="申请类型" required>
          <Select aria-label="申请类型" value={transition} options={TRANSITION_OPTIONS} onChange={(v: Requestable) => setTransition(v)} />
        </Form.Item>
        <Form.Item label="申请原因" required validateStatus={error ? 'error' : undefined} help={error ?? '审批通过后生效；驳回或撤回则状态不变'}>
          <Input.TextArea
            aria-label="申请原因"
            autoFocus
            value={reason}
            maxLength={REASON_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="如：供应商停产、质量投诉、换季清仓"
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

/** `skustate/{id}` of the one SKU chosen (none for a batch). */
function useSkuState(skuId: string | null): SkuState | null {
  const { http } = useArea();
  const [state, setState] = useState<SkuState | null>(null);
  useEffect(() => {
    if (!skuId) return;
    let live = true;
    http.get<SkuState>(stateRequestUrls.skuState(skuId), { silent: true }).then(
      (next) => live && setState(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, skuId]);
  return state;
}
