import { Button, Checkbox, Space, Spin, Typography } from '@arco-design/web-react';
import { sku } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { skuExtrasUrls } from './sku-extras-urls.ts';

interface AttrOption {
  value: string;
  label: string;
  description: string;
}

/** 物流属性: the declared attributes as checkboxes; 保存 replaces the SKU's set (with the SKU's 编辑 code). */
export function SkuLogisticsTab({ skuId }: { skuId: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [options, setOptions] = useState<AttrOption[] | null>(null);
  const [attrs, setAttrs] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([http.get<AttrOption[]>(skuExtrasUrls.logisticsAttrs), http.get<{ attrs: string[] }>(skuExtrasUrls.logisticsOf(skuId))])
      .then(([all, mine]) => {
        if (!live) return;
        setOptions(all);
        setAttrs(mine.attrs);
      })
      .catch(() => undefined); // the HTTP client already showed the error
    return () => {
      live = false;
    };
  }, [http, skuId]);
  if (!options) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const editable = can(sku.permission('update'));
  const save = async () => {
    setSaving(true);
    try {
      const saved = await http.put<{ attrs: string[] }>(skuExtrasUrls.logisticsOf(skuId), { attrs });
      setAttrs(saved.attrs);
      bridge.toast('success', '保存成功');
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="catalogue-sku-logistics">
      <Checkbox.Group value={attrs} onChange={setAttrs} disabled={!editable} direction="vertical">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value}>
            <Space>
              <span>{o.label}</span>
              <Typography.Text type="secondary">{o.description}</Typography.Text>
            </Space>
          </Checkbox>
        ))}
      </Checkbox.Group>
      {editable && (
        <div style={{ marginTop: 12 }}>
          <Button type="primary" loading={saving} onClick={save}>
            保存物流属性
          </Button>
        </div>
      )}
    </div>
  );
}
