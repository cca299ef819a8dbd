import { Link } from '@arco-design/web-react';
import { skuLog } from '@entrepot/module-catalogue/entities';
import { QueryListPage, type QueryListPageProps } from '@entrepot/web/area';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { INFORMATION, PRODUCT } from '../product-urls.ts';

/**
 * 商品资料 → 操作日志 (`#/commodity/information/operationLog`): the declared query `skuLog` — every change of every
 * SKU the user may see, newest first, with who, when and what (before → after); hidden columns never appear.
 */
export function SkuLogPage() {
  const [, navigate] = useLocation();
  const slots = useMemo<QueryListPageProps<typeof skuLog>['slots']>(
    () => ({
      cells: {
        sku_code: (row) => <Link onClick={() => navigate(`${INFORMATION}/sku/detail?id=${row.sku_id}`)}>{row.sku_code}</Link>,
      },
    }),
    [navigate],
  );
  return <QueryListPage query={skuLog} url={`${PRODUCT}/sku/log`} slots={slots} />;
}
