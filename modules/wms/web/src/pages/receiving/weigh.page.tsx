import { Button, Descriptions, Form, Input, Modal, Space } from '@arco-design/web-react';
import { useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome } from '@entrepot/web/widgets';
import { useCallback, useState } from 'react';
import { API } from '../../entity/wms-urls.ts';

type Size = { length: string; width: string; height: string; weight: string };
type SkuPackage = { sku_id: string; sku_code: string; name: string; size: Size | null };

const FIELDS: [keyof Size, string][] = [
  ['length', '长(cm)'],
  ['width', '宽(cm)'],
  ['height', '高(cm)'],
  ['weight', '重量(kg)'],
];
const sizeText = (s: Size | null) => (s ? `${s.length} × ${s.width} × ${s.height} cm，${s.weight} kg` : '未登记');

/**
 * 收货质检 → 称重 (`#/warehouse/receiving-inspection/weigh`): scan a SKU at the scale, enter what was measured,
 * compare it with the package size on record, and — after a confirmation — make it the SKU's package size.
 */
export function WeighPage() {
  const { http } = useArea();
  const can = useCan();
  const [found, setFound] = useState<SkuPackage | null>(null);
  const [form] = Form.useForm<Size>();
  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const sku = await http.get<SkuPackage>(`${API}/weigh/sku`, { params: { code }, silent: true });
      setFound(sku);
      form.resetFields();
      return { ok: true, message: `${sku.sku_code} ${sku.name}：请测量并填写` };
    },
    [http, form],
  );
  const save = async () => {
    if (!found) return;
    const measured = await form.validate();
    Modal.confirm({
      title: '更新包装尺寸',
      content: `${found.sku_code} 的包装尺寸将由「${sizeText(found.size)}」改为「${sizeText(measured)}」，商品资料随之更新。`,
      onOk: async () => {
        const saved = await http.post<SkuPackage>(`${API}/weigh`, { sku_code: found.sku_code, ...measured });
        setFound(saved);
      },
    });
  };
  const decimal = (label: string, places: number) => [
    { required: true, message: `请填写${label}` },
    { match: new RegExp(`^\\d+(\\.\\d{1,${places}})?$`), message: `${label}须为不超过${places}位小数的正数` },
  ];
  return (
    <div className="wms-page receiving-page">
      <ScanInput onScan={onScan} placeholder="扫描SKU条码" holdFocus={!found} disabled={!can('wms.receipt.weigh')} />
      {found && (
        <>
          <Descriptions
            border
            size="small"
            column={{ xs: 1, sm: 3 }}
            data={[
              { label: 'SKU', value: found.sku_code },
              { label: '名称', value: found.name },
              { label: '登记的包装尺寸', value: sizeText(found.size) },
            ]}
          />
          <Form form={form} layout="inline" style={{ marginTop: 12 }}>
            {FIELDS.map(([field, label]) => (
              <Form.Item key={field} label={label} field={field} rules={decimal(label, field === 'weight' ? 3 : 2)}>
                <Input style={{ width: 110 }} aria-label={label} />
              </Form.Item>
            ))}
          </Form>
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={save}>
              更新到商品资料
            </Button>
            <Button onClick={() => setFound(null)}>换一个SKU</Button>
          </Space>
        </>
      )}
    </div>
  );
}
