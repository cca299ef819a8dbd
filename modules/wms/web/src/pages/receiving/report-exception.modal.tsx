import { Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import { exceptionKinds } from '@entrepot/module-wms/entities';
import { useState } from 'react';
import type { Receipt, ReceivingApi } from './receiving-api.ts';

interface ExceptionForm {
  kind: string;
  sku_code: string;
  quantity: number;
  reason?: string;
}

/** 登记异常: a SKU not on the order (错货), damaged units, a shortfall — for the buyer to settle with the supplier. */
export function ReportExceptionModal({
  api,
  receipt,
  visible,
  onClose,
  onDone,
}: {
  api: ReceivingApi;
  receipt: Receipt;
  visible: boolean;
  onClose(): void;
  onDone(r: Receipt): void;
}) {
  const [form] = Form.useForm<ExceptionForm>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validate();
    setSaving(true);
    try {
      const done = await api.report(receipt.id, values);
      onDone(done.receipt);
      form.resetFields();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={`登记异常 · ${receipt.code}`} visible={visible} onOk={submit} onCancel={onClose} confirmLoading={saving} okText="登记" unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ kind: 'wrong_sku', quantity: 1 }}>
        <Form.Item label="异常类型" field="kind" rules={[{ required: true, message: '请选择异常类型' }]}>
          <Select options={exceptionKinds.map((k) => ({ value: k.value, label: k.label }))} />
        </Form.Item>
        <Form.Item label="SKU编码" field="sku_code" rules={[{ required: true, message: '请填写SKU编码' }]}>
          <Input placeholder="扫描或输入SKU编码" maxLength={60} />
        </Form.Item>
        <Form.Item label="数量" field="quantity" rules={[{ required: true, message: '请填写数量' }]}>
          <InputNumber min={1} max={1000000} precision={0} />
        </Form.Item>
        <Form.Item label="说明" field="reason">
          <Input.TextArea maxLength={200} showWordLimit placeholder="如：外箱破损、颜色与订单不符" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
