import { Button, Empty, Space } from '@arco-design/web-react';
import { sku } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { EntityDetail } from '@entrepot/web/entity';
import { useLocation, useSearch } from 'wouter';
import { INFORMATION, PRODUCT_LOOKUPS, skuUrls } from '../product-urls.ts';

/** `#/commodity/information/sku/detail?id=`: the SKU's fields and its operation log; links to its SPU. */
export function SkuDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const config = useEntityConfig(sku, skuUrls, PRODUCT_LOOKUPS);
  const [, navigate] = useLocation();
  if (!id) return <Empty description="缺少SKU编号" />;
  return (
    <div className="catalogue-sku-detail" style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => navigate(`${INFORMATION}/sku`)}>
          返回SKU列表
        </Button>
      </Space>
      <EntityDetail
        config={config}
        id={id}
        slots={{
          section: (row) => (
            <Button type="text" onClick={() => navigate(`${INFORMATION}/spu/detail?id=${String(row['spu_id'])}`)}>
              查看所属SPU {String(row['spu_id_title'] ?? '')}
            </Button>
          ),
        }}
      />
    </div>
  );
}
