import { Form, Modal, Select } from '@arco-design/web-react';
import { useState } from 'react';
import type { SpuOption } from './picture-rows.ts';
import { SpuSelect } from './spu-select.tsx';
import { useSkusOf } from './use-skus-of.ts';

export interface MoveTarget {
  spu_id: string;
  sku_id: string | null;
}

/** 移动图片: to another SPU, or one of its SKUs (the pictures are never the target's main picture). */
export function PictureMoveDialog({
  count,
  current,
  onOk,
  onCancel,
}: {
  count: number;
  current: SpuOption;
  onOk(target: MoveTarget): Promise<void>;
  onCancel(): void;
}) {
  const [spu, setSpu] = useState<SpuOption | null>(current);
  const [skuId, setSkuId] = useState<string>('');
  const [error, setError] = useState('');
  const skus = useSkusOf(spu?.id);
  const submit = async () => {
    if (!spu) return setError('请选择目标SPU');
    await onOk({ spu_id: spu.id, sku_id: skuId || null });
  };
  return (
    <Modal title={`移动图片（${count}张）`} visible onOk={submit} onCancel={onCancel} okText="移动">
      <Form layout="vertical">
        <Form.Item label="目标SPU" required validateStatus={error ? 'error' : undefined} help={error || undefined}>
          <SpuSelect
            value={spu}
            style={{ width: '100%' }}
            onChange={(s) => {
              setSpu(s);
              setSkuId('');
              setError('');
            }}
          />
        </Form.Item>
        <Form.Item label="目标SKU">
          <Select
            value={skuId}
            onChange={setSkuId}
            options={[{ value: '', label: 'SPU本身（不属于任何SKU）' }, ...skus.map((s) => ({ value: s.id, label: s.code }))]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
