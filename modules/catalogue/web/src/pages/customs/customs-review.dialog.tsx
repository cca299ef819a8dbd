import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { HttpError } from '@entrepot/web/http';
import { useState } from 'react';
import { ACTION_LABELS, type ReviewAction } from './customs-rows.ts';

const REMARK_MAX = 200;

export interface ReviewTarget {
  /** What the confirm lists, e.g. the SKU codes or `SPU TS001 的2个SKU`. */
  label: string;
  action: ReviewAction;
  /** Sends the decision; resolves to the toast's text. */
  send(remark: string): Promise<string>;
}

/**
 * The review's confirm (审核通过 / 驳回) before anything is sent: what it covers, the reason (required to
 * 驳回), and a refusal of the server (no customs data, a value outside its declared name's range…) shown
 * in the dialog, which stays open.
 */
export function ReviewDialog({ target, onClose, onDone }: { target: ReviewTarget; onClose(): void; onDone(): void }) {
  const { bridge } = useArea();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const reject = target.action === 'reject';
  const confirm = async () => {
    if (reject && !remark.trim()) return setError('请填写驳回原因');
    setSaving(true);
    setRefusal('');
    try {
      bridge.toast('success', await target.send(remark.trim()));
      onDone();
    } catch (e) {
      setRefusal(e instanceof HttpError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible
      title={`确认${ACTION_LABELS[target.action]}`}
      okText={ACTION_LABELS[target.action]}
      okButtonProps={{ status: reject ? 'danger' : 'default' }}
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="审核对象">
          <div data-testid="customs-review-target" style={{ maxHeight: 96, overflow: 'auto' }}>
            {target.label}
          </div>
          <div style={{ color: 'var(--color-text-3)', marginTop: 4 }}>
            {reject ? '驳回后需修改报关信息，修改后重新进入待审核。' : '审核通过后，物流申报将使用这些报关信息。'}
          </div>
        </Form.Item>
        <Form.Item label={reject ? '驳回原因' : '审核意见'} required={reject} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            aria-label={reject ? '驳回原因' : '审核意见'}
            autoFocus
            value={remark}
            maxLength={REMARK_MAX}
            showWordLimit
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={reject ? '如：申报价值超出报关品名的范围' : '选填'}
            onChange={(v) => {
              setRemark(v);
              setError(null);
            }}
          />
        </Form.Item>
        {refusal && <Alert type="error" content={refusal} />}
      </Form>
    </Modal>
  );
}
