import { withFixed } from '@entrepot/entity';
import { BASE, listing, listingStock, OMS_CODES, SERVICE, skuListingStock } from '@entrepot/module-oms/entities';
import { QueryListPage, useCan } from '@entrepot/web/area';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';

const API = `${SERVICE}${BASE}/listings`;

/** A platform's listings screen: the platform is the screen's (set by the server), not a field or a filter. */
export const listingOfPlatform = withFixed(listing, ['platform_code']);

/**
 * 库存调整 (`#/order/listing/stock-adjustment`): each enabled listing with the stock available to it now and what a
 * push would send, beside what was pushed last and the platform's refusal; 批量操作 推送库存 sends the chosen ones.
 */
export function StockAdjustmentPage() {
  const can = useCan();
  const command = useCommand();
  return (
    <QueryListPage
      query={listingStock}
      url={`${API}/stock`}
      exportUrl={`${API}/stock/export`}
      lookups={OMS_LOOKUPS}
      slots={{
        batchActions: (list) =>
          can(OMS_CODES.listingPush)
            ? [
                {
                  key: 'push',
                  label: '推送库存',
                  disabled: list.selectedKeys.length === 0,
                  onClick: () =>
                    void command<{ pushed: number; failed: number }>(
                      'listings/push',
                      { ids: list.selectedKeys },
                      list,
                      (a) => `已推送 ${a.pushed} 个，失败 ${a.failed} 个`,
                    ),
                },
              ]
            : [],
      }}
    />
  );
}

/** SKU库存调整 (`#/order/listing/sku-stock-adjustment`): per SKU, what is available and what its listings were offered (超卖风险 first to look at). */
export function SkuStockAdjustmentPage() {
  return <QueryListPage query={skuListingStock} url={`${API}/sku-stock`} exportUrl={`${API}/sku-stock/export`} lookups={OMS_LOOKUPS} />;
}
