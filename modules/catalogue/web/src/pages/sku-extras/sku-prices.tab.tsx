import { Button, Descriptions, Input, Spin, Table, Tag } from '@arco-design/web-react';
import { priceCurrencies, sku } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { skuExtrasUrls } from './sku-extras-urls.ts';

interface PriceLine {
  price_code_id: string;
  code: string;
  name: string;
  currency: string;
  status: string;
  price: string | null;
}
interface SkuPrices {
  cost_price?: string | null;
  sale_price?: string | null;
  prices: PriceLine[];
}

const currencyLabel = (v: string) => priceCurrencies.find((c) => c.value === v)?.label ?? v;
const shown = (v: string | null | undefined) => (v == null || v === '' ? '-' : v);

/** 价格: 成本价 and 销售价 (edited in the SKU's 编辑), and its price in each price code, set here as a whole. */
export function SkuPricesTab({ skuId }: { skuId: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [answer, setAnswer] = useState<SkuPrices | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const load = useCallback(async () => {
    try {
      const a = await http.get<SkuPrices>(skuExtrasUrls.pricesOf(skuId));
      setAnswer(a);
      setDraft(Object.fromEntries(a.prices.map((p) => [p.price_code_id, p.price ?? ''])));
    } catch {
      // the HTTP client already showed the error
    }
  }, [http, skuId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!answer) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const editable = can(sku.permission('update'));
  const save = async () => {
    setSaving(true);
    try {
      const prices = answer.prices.map((p) => ({ price_code_id: p.price_code_id, price: draft[p.price_code_id]?.trim() || null }));
      const { updated } = await http.put<{ updated: number }>(skuExtrasUrls.pricesOf(skuId), { prices });
      bridge.toast('success', updated ? `已保存 ${updated} 个价格` : '价格未变化');
      await load();
    } catch {
      // the HTTP client already showed the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="catalogue-sku-prices">
      <Descriptions
        column={2}
        style={{ marginBottom: 12 }}
        data={[
          { label: '成本价', value: shown(answer.cost_price) },
          { label: '销售价', value: shown(answer.sale_price) },
        ]}
      />
      <Table<PriceLine>
        rowKey="price_code_id"
        size="small"
        pagination={false}
        data={answer.prices}
        noDataElement="暂无价格代码，请先在 基础设置 → 价格代码 中维护"
        columns={[
          { title: '价格代码', dataIndex: 'code', width: 140 },
          { title: '名称', dataIndex: 'name' },
          { title: '币种', dataIndex: 'currency', width: 90, render: currencyLabel },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: string) => (s === 'enabled' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '价格',
            width: 180,
            render: (_: unknown, line: PriceLine) =>
              editable && line.status === 'enabled' ? (
                <Input
                  aria-label={`${line.name}价格`}
                  value={draft[line.price_code_id] ?? ''}
                  onChange={(v) => setDraft((d) => ({ ...d, [line.price_code_id]: v }))}
                  placeholder="未设置"
                />
              ) : (
                shown(line.price)
              ),
          },
        ]}
      />
      {editable && answer.prices.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <Button type="primary" loading={saving} onClick={save}>
            保存价格
          </Button>
        </div>
      )}
    </div>
  );
}
