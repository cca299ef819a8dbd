import type { EntityRow } from '@entrepot/web/entity';
import { SkuCustomsTab } from './sku-customs.tab.tsx';
import { SkuLogisticsTab } from './sku-logistics.tab.tsx';
import { SkuMergesTab } from './sku-merges.tab.tsx';
import { SkuPricesTab } from './sku-prices.tab.tsx';
import { SkuRelationsTab } from './sku-relations.tab.tsx';

/** The SKU detail's tabs after 详情 and 操作日志: 关联SKU, 报关信息, 物流属性, 价格, 合并记录. */
export function skuExtraTabs(row: EntityRow) {
  const id = String(row.id);
  return [
    { key: 'relations', title: '关联SKU', content: <SkuRelationsTab skuId={id} /> },
    { key: 'customs', title: '报关信息', content: <SkuCustomsTab skuId={id} code={String(row['code'])} /> },
    { key: 'logistics', title: '物流属性', content: <SkuLogisticsTab skuId={id} /> },
    { key: 'prices', title: '价格', content: <SkuPricesTab skuId={id} /> },
    { key: 'merges', title: '合并记录', content: <SkuMergesTab skuId={id} /> },
  ];
}
