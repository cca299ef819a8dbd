import { Button } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import { BASE, purchaseResources as R, SERVICE, supplierStock } from '@entrepot/module-purchase/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

interface Synced {
  items: number;
  written: number;
}

/**
 * 采购资料 → 供应商库存 (`#/purchase/information/supplier-stock`): each figure with its source (聚水潭同步, 表格导入,
 * 手工录入) and time; 从聚水潭同步 reads the enabled supplier SKUs' stock now; 导入 is the way without JST.
 */
export function SupplierStockPage() {
  const can = useCan();
  const { http, bridge } = useArea();
  const [busy, setBusy] = useState(false);
  return (
    <ResourceListPage
      resource={R.supplierStock}
      lookups={PURCHASE_LOOKUPS}
      tools={(list) =>
        can(supplierStock.permission('import')) && (
          <Button
            icon={<IconSync />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              http
                .post<Synced>(`${SERVICE}${BASE}/supplierInventory/syncJstSpuSkuInfoAndInv`, {})
                .then((r) => {
                  bridge.toast('success', `已从聚水潭同步 ${r.written} 条库存（共 ${r.items} 个供货SKU）`);
                  list.refresh();
                })
                .catch(() => {}) // the client says why
                .finally(() => setBusy(false));
            }}
          >
            从聚水潭同步
          </Button>
        )
      }
    />
  );
}
