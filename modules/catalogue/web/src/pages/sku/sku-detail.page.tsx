import { Button, Space } from '@arco-design/web-react';
import { sku } from '@entrepot/module-catalogue/entities';
import { MissingRecord, useEntityConfig, useTabTitle } from '@entrepot/web/area';
import { EntityDetail } from '@entrepot/web/entity';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { skuSupplierTabs } from '../alibaba-map/sku-suppliers.tab.tsx';
import { skuCompositionTabs } from '../material-config/composition-tabs.tsx';
import { INFORMATION, PRODUCT_LOOKUPS, skuUrls } from '../product-urls.ts';
import { MergeSkuButton } from '../sku-extras/merge-sku.dialog.tsx';
import { skuExtraTabs } from '../sku-extras/sku-extra-tabs.tsx';
import { skuStandardTabs } from '../standard/standard-tabs.tsx';

/**
 * `#/commodity/information/sku/detail?id=`: the SKU's fields and its operation log, links to its SPU, 合并SKU,
 * and the tabs 关联SKU, 报关信息, 物流属性, 价格, 合并记录 (pages/sku-extras).
 */
export function SkuDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const config = useEntityConfig(sku, skuUrls, PRODUCT_LOOKUPS);
  const [, navigate] = useLocation();
  const [loaded, reload] = useState(0); // a merge changes the SKU: read it again
  const setTabTitle = useTabTitle();
  if (!id) return <MissingRecord what="SKU" listPath="/commodity/information/sku" listName="SKU管理" />;
  return (
    <div className="catalogue-sku-detail">
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => navigate(`${INFORMATION}/sku`)}>
          返回SKU列表
        </Button>
      </Space>
      <EntityDetail
        key={loaded}
        config={config}
        id={id}
        slots={{
          section: (row) => (
            <Space>
              <Button type="text" onClick={() => navigate(`${INFORMATION}/spu/detail?id=${String(row['spu_id'])}`)}>
                查看所属SPU {String(row['spu_id_title'] ?? '')}
              </Button>
              <MergeSkuButton sku={{ id, code: String(row['code']), status: String(row['status']) }} onMerged={() => reload((n) => n + 1)} />
            </Space>
          ),
          loaded: (row) => setTabTitle(`SKU详情 ${String(row['code'] ?? '')}`),
          tabs: (row) => [...skuSupplierTabs(row), ...skuExtraTabs(row), ...skuStandardTabs(row), ...skuCompositionTabs(row)],
        }}
      />
    </div>
  );
}
