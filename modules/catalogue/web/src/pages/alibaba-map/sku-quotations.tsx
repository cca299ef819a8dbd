import { Descriptions, Typography } from '@arco-design/web-react';
import type { Resource } from '@entrepot/entity';
import { PURCHASE_BASE, PURCHASE_SERVICE, purchaseResources, supplierSku } from '@entrepot/module-purchase';
import { urlsOf, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, useEntityUi } from '@entrepot/web/entity';
import { useEffect, useMemo, useState } from 'react';

const API = PURCHASE_SERVICE + PURCHASE_BASE;
const LOOKUPS: Record<string, string> = {
  'purchase.supplier': `search:${API}/supplier/options`,
  'catalogue.sku': 'search:/api-product/api/v1/product/reference/sku-options',
  'finance.currency': 'cache:currencies',
};

interface Applied {
  code: string;
  supplier_id: string;
  price: string;
  min_quantity: number;
  base_price: string;
}

/** The price in force today for one piece and for 100 (the purchasing area's `quotation/valid`). */
function PriceInForce({ skuId }: { skuId: string }) {
  const { http } = useEntityUi();
  const [answer, setAnswer] = useState<(Applied | null)[] | null | undefined>();
  useEffect(() => {
    let current = true;
    const items = [1, 100].map((quantity) => ({ sku_id: skuId, quantity }));
    http
      .post<{ quotation: Applied | null }[]>(`${API}/quotation/valid`, { items })
      .then((r) => current && setAnswer(r.map((i) => i.quotation)))
      .catch(() => current && setAnswer(null)); // the client said why; no price is claimed
    return () => {
      current = false;
    };
  }, [http, skuId]);
  if (answer === undefined) return null;
  if (answer === null) return <Typography.Text type="secondary">当前适用价暂时无法读取</Typography.Text>;
  const line = (a: Applied | null | undefined) =>
    a ? `${a.base_price.replace(/0{2}$/, '')} 元（报价 ${a.code}，${a.min_quantity}件起 ${a.price}）` : '无生效报价';
  return (
    <Descriptions
      column={2}
      title="当前适用价（折人民币）"
      data={[
        { label: '采购1件', value: line(answer[0]) },
        { label: '采购100件', value: line(answer[1]) },
      ]}
    />
  );
}

/** A purchasing list narrowed to the SKU, read here (made on the purchasing area's screens). */
function OfSku({ resource, filters }: { resource: Resource; filters: Record<string, string> }) {
  const { entity } = resource;
  const options = useMemo(() => ({ initialFilters: filters, only: [entity.permission('read'), entity.permission('export')] }), [filters, entity]);
  const config = useEntityConfig(entity, urlsOf(resource), LOOKUPS, options);
  return <EntityListPage config={config} slots={{ detail: false }} />;
}

/**
 * The SKU's suppliers as purchasing keeps them: who supplies it (their item codes, the default supplier) and their
 * approved quotations in force, with the price that applies today.
 */
export function SkuQuotations({ skuId }: { skuId: string }) {
  const links = useMemo(() => ({ sku_id: skuId }), [skuId]);
  const inForce = useMemo(() => ({ sku_id: skuId, status: 'active' }), [skuId]);
  const can = useCan();
  return (
    <div className="catalogue-sku-quotations">
      {can(supplierSku.permission('read')) && (
        <>
          <Typography.Title heading={6}>供货供应商</Typography.Title>
          <OfSku resource={purchaseResources.supplierSku} filters={links} />
        </>
      )}
      <Typography.Title heading={6}>供应商报价</Typography.Title>
      <PriceInForce skuId={skuId} />
      <OfSku resource={purchaseResources.quotation} filters={inForce} />
    </div>
  );
}
