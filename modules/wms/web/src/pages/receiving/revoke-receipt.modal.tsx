import { Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';

/**
 * 撤销收货: asks why, says what happens (postings reversed, the order owes again, the delivery is received anew
 * on a new receipt), and runs `revoke` with the reason.
 */
export function RevokeReceiptModal({ code, onClose, revoke }: { code: string | null; onClose(): void; revoke(reason: string): Promise<unknown> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={`撤销收货 · ${code ?? ''}`}
      visible={code !== null}
      okText="撤销收货"
      okButtonProps={{ status: 'danger', disabled: !reason.trim() }}
      confirmLoading={busy}
      onCancel={onClose}
      afterClose={() => setReason('')}
      onOk={async () => {
        setBusy(true);
        try {
          await revoke(reason.trim());
          onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>收货单的入库和质检记录将被冲销，采购单的已到货、已退货数量退回，收货异常随之关闭。到货需要重新扫描送货单收货。已有商品上架的收货单不能撤销。</p>
      <Input.TextArea
        value={reason}
        onChange={setReason}
        maxLength={200}
        showWordLimit
        placeholder="撤销原因（必填）"
        aria-label="撤销原因"
        autoSize={{ minRows: 2 }}
      />
    </Modal>
  );
}
