import { Button, Link } from '@arco-design/web-react';
import { alibabaMap, referenceResources } from '@entrepot/module-catalogue/entities';
import { ResourceListPage, type ResourceListPageProps, useCan } from '@entrepot/web/area';
import { ALIBABA_MAP_LOOKUPS } from './alibaba-map-urls.ts';
import { useOffMappings } from './use-off-mappings.tsx';

const OFF = alibabaMap.permission('off');
const IMPORT_EXPLANATION =
  '每行一个映射；SKU填SKU编码，1688商品ID只填数字，规格ID可留空；同一1688商品ID+规格ID已有「已关联」映射时更新该映射，否则新增。换算比例留空为1，默认填 是/否。';

/**
 * 商品资料 → 1688映射 (`#/commodity/information/1688map`): our SKUs linked to 1688 offers, with filters (SKU编码
 * and 1688商品ID pasted, 标题, 供应商, 单价, 默认, 状态, 创建时间), 新增/编辑, 导入/导出, 解除关联 of a row or
 * the checked rows (asks for the reason), the offer's page opened in a new tab, the detail with its log.
 */
export function AlibabaMapPage() {
  const can = useCan();
  const offMappings = useOffMappings();
  const slots: ResourceListPageProps['slots'] = {
    batchActions: (list) =>
      can(OFF)
        ? [
            {
              key: 'off',
              label: '批量解除关联',
              onClick: () =>
                offMappings(
                  list.rows.filter((r) => list.selectedKeys.includes(r.id)),
                  list.refresh,
                ),
            },
          ]
        : [],
    cells: {
      offer_url: (row) => (
        <Link href={String(row['offer_url'])} target="_blank" rel="noopener noreferrer">
          打开1688
        </Link>
      ),
    },
    rowActions: (row, list) =>
      row['status'] === 'active' && can(OFF) ? (
        <Button type="text" size="mini" status="warning" onClick={() => offMappings([row], list.refresh)}>
          解除关联
        </Button>
      ) : null,
  };
  // Served without a delete route: a mapping is unlinked (解除关联), never deleted — the log keeps what was bought where.
  return (
    <ResourceListPage
      resource={referenceResources.alibabaMap}
      lookups={ALIBABA_MAP_LOOKUPS}
      className="catalogue-alibaba-map-page"
      importExplanation={IMPORT_EXPLANATION}
      slots={slots}
    />
  );
}
