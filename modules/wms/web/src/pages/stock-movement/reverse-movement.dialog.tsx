import { Alert, Descriptions, Form, Input, Modal } from '@arco-design/web-react';
import { MAX_REVERSAL_REASON, type MovementRow, movementTypeLabels, type ReverseAnswer, type ReverseBody } from '@entrepot/module-wms/entities';
import { useArea } from '@entrepot/web/area';
import { useState } from 'react';
import { API } from '../../entity/wms-urls.ts';
import { sourceText } from './movement-params.ts';

/**
 * 冲销 of a movement row: what it is, what reversing does, and the reason (required). The whole posting is
 * reversed (both ends of a put-away or transfer), by new movements; the server refuses in words when the
 * stock has been used since.
 */
export function ReverseMovementDialog({ row, onClose, onReversed }: { row: MovementRow | null; onClose(): void; onReversed(): void }) {
  const { http, bridge } = useArea();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const missing = reason.trim() === '';

  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (!row || missing) return;
    setSaving(true);
    try {
      const body: ReverseBody = { movement_id: row.id, reason: reason.trim() };
      const answer = await http.post<ReverseAnswer>(`${API}/stock/reverse`, body);
      bridge.toast('success', answer.reversed ? `已冲销${answer.reversed}笔库存移动` : '已冲销过，未重复冲销');
      setReason('');
      setTried(false);
      onReversed();
    } catch {
      // the HTTP client already showed the refusal (e.g. 不能冲销 收货入库（…）：可用库存不足：…)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="冲销库存移动"
      visible={row !== null}
      maskClosable={false}
      confirmLoading={saving}
      onOk={submit}
      onCancel={close}
      okText="确认冲销"
      okButtonProps={{ status: 'danger' }}
      unmountOnExit
    >
      {row && (
        <>
          <Descriptions
            column={2}
            size="small"
            data={[
              { label: '类型', value: movementTypeLabels[row.type] ?? row.type },
              { label: 'SKU', value: row.sku_id },
              { label: '仓库', value: row.warehouse_name ?? row.warehouse_id },
              { label: '库位', value: row.location_id || '-' },
              { label: '数量', value: row.qty },
              { label: '来源单据', value: sourceText(row) },
            ]}
          />
          <Alert
            style={{ margin: '12px 0' }}
            type="warning"
            content="冲销会按相反方向生成新的库存流水，原记录保留；同一笔过账的各行（如上架的两端）一起冲销，冲销后不能撤回。"
          />
          <Form layout="vertical">
            <Form.Item label="冲销原因" required validateStatus={tried && missing ? 'error' : undefined} help={tried && missing ? '请填写冲销原因' : undefined}>
              <Input.TextArea
                aria-label="冲销原因"
                placeholder="请填写冲销原因"
                maxLength={MAX_REVERSAL_REASON}
                showWordLimit
                autoSize={{ minRows: 2, maxRows: 4 }}
                value={reason}
                onChange={setReason}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
