import { Button, Card, Form, Input, InputNumber, Space } from '@arco-design/web-react';
import { BASE, qualityResources, SERVICE } from '@entrepot/module-quality/entities';
import { ResourceListPage, useArea } from '@entrepot/web/area';
import { useState } from 'react';
import { QUALITY_LOOKUPS } from '../quality-lookups.ts';

type Calculated = { sku_code: string; quantity: number; percent: string; min_sample: number; sample: number; by_default: boolean };

/**
 * 质检管理 → 抽检比例 (`#/quality/system-setting`): the share inspected of a SKU or a category (the SKU's own first),
 * with its minimum; 计算 says how many of a quantity to inspect. Goods in samples its receipts by these.
 */
export function RatioPage() {
  const { http } = useArea();
  const [answer, setAnswer] = useState<Calculated | null>(null);
  const [form] = Form.useForm<{ sku_code: string; quantity: number }>();
  const calculate = async () => setAnswer(await http.post<Calculated>(`${SERVICE}${BASE}/ratio/calculate`, await form.validate()));
  return (
    <ResourceListPage
      resource={qualityResources.ratio}
      lookups={QUALITY_LOOKUPS}
      header={
        <Card size="small" title="抽检计算" style={{ marginBottom: 12 }}>
          <Form form={form} layout="inline" initialValues={{ quantity: 100 }}>
            <Form.Item label="SKU" field="sku_code" rules={[{ required: true, message: '请填写SKU' }]}>
              <Input placeholder="SKU编码" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="数量" field="quantity" rules={[{ required: true, message: '请填写数量' }]}>
              <InputNumber min={0} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Button type="primary" onClick={calculate}>
              计算
            </Button>
          </Form>
          {answer && (
            <Space style={{ marginTop: 8 }} data-calculated>
              {answer.sku_code} 数量 {answer.quantity}：抽检 <strong>{answer.sample}</strong> 件（比例 {answer.percent}%，最少 {answer.min_sample} 件
              {answer.by_default ? '，未设置时按默认比例' : ''}）
            </Space>
          )}
        </Card>
      }
    />
  );
}
