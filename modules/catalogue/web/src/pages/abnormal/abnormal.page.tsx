import { Button, Space, Tag } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { abnormalSkuList } from '@entrepot/module-catalogue/entities';
import { QueryListPage, type QueryListPageProps } from '@entrepot/web/area';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { INFORMATION, PRODUCT } from '../product-urls.ts';

type Row = RowOf<typeof abnormalSkuList> & { problem_labels?: string[] };

/**
 * 商品资料 → 异常商品 (`#/commodity/information/abnormal-commodity`): the declared query `abnormalSkuList` — the SKUs
 * whose master data has a gap (主图, 价格, 包装尺寸, 报关信息, SPU品牌), counted per kind in the bar above the list,
 * each opening its SKU to fill it in; 导出 downloads the filtered list.
 */
export function AbnormalPage() {
  const [, navigate] = useLocation();
  const slots = useMemo<QueryListPageProps<typeof abnormalSkuList>['slots']>(
    () => ({
      cells: {
        problems: (r: Row) => (
          <Space wrap size={4}>
            {(r.problem_labels ?? []).map((label) => (
              <Tag key={label} color="orangered" size="small">
                {label}
              </Tag>
            ))}
          </Space>
        ),
      },
      rowActions: (r: Row) => (
        <Button type="text" size="mini" onClick={() => navigate(`${INFORMATION}/sku/detail?id=${r.id}`)}>
          去完善
        </Button>
      ),
    }),
    [navigate],
  );
  return <QueryListPage query={abnormalSkuList} url={`${PRODUCT}/spu/abnormal`} exportUrl={`${PRODUCT}/spu/abnormal/export`} slots={slots} />;
}
