import { Alert, Button, Form, Input, Modal } from '@arco-design/web-react';
import { SKU_MERGE } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { skuExtrasUrls } from './sku-extras-urls.ts';
import { type SkuOption, SkuSearchSelect } from './sku-search-select.tsx';

interface Props {
  sku: { id: string; code: string; status: string };
  onMerged(): void;
}

/**
 * 合并SKU: this SKU (a duplicate) into the one chosen; a confirm says what happens (it is retired, its
 * mappings, tags, related SKUs, package and customs data move). Shown with `catalogue.sku.merge`.
 */
export function MergeSkuButton({ sku, onMerged }: Props) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<SkuOption | null>(null);
  const [reason, setReason] = useState('');
  if (!can(SKU_MERGE) || sku.status === 'retired') return null;
  const close = () => {
    setOpen(false);
    setTarget(null);
    setReason('');
  };
  const confirm = () => {
    if (!target) return;
    Modal.confirm({
      title: '确认合并SKU',
      content: `${sku.code} 将合并到 ${target.code}：${sku.code} 会被淘汰，它的SKU映射、标签、关联SKU，以及 ${target.code} 尚无的包装尺寸和报关信息将转到 ${target.code}。此操作不能撤销。`,
      okText: '确认合并',
      onOk: async () => {
        await http.post(skuExtrasUrls.merge, { from_sku_id: sku.id, to_sku_id: target.id, reason: reason.trim() || undefined });
        bridge.toast('success', `已合并到 ${target.code}`);
        close();
        onMerged();
      },
    });
  };
  return (
    <>
      <Button size="small" status="warning" onClick={() => setOpen(true)}>
        合并SKU
      </Button>
      <Modal title={`合并SKU ${sku.code}`} visible={open} onCancel={close} onOk={confirm} okText="合并" okButtonProps={{ disabled: !target }} unmountOnExit>
        <Alert type="warning" content="用于重复建档的SKU：合并后本SKU淘汰，在售的SKU请先停售或清仓。" style={{ marginBottom: 16 }} />
        <Form layout="vertical">
          <Form.Item label="合并到SKU" required>
            <SkuSearchSelect value={target ? [target.id] : []} exclude={[sku.id]} onChange={(_, chosen) => setTarget(chosen[0] ?? null)} />
          </Form.Item>
          <Form.Item label="合并原因">
            <Input.TextArea maxLength={200} showWordLimit value={reason} onChange={setReason} placeholder="如：与目标SKU重复建档" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
