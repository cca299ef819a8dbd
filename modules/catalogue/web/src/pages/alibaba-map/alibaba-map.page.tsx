import { Button, Link } from '@arco-design/web-react';
import { alibabaMap } from '@entrepot/module-catalogue/entities';
import { FileToolbar, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { ALIBABA_MAP_LOOKUPS, alibabaMapUrls } from './alibaba-map-urls.ts';
import { useOffMappings } from './use-off-mappings.tsx';

const OFF = alibabaMap.permission('off');
/** A mapping is unlinked (解除关联), never deleted: the log keeps what was bought where. */
const OPTIONS = { withhold: [alibabaMap.permission('delete')] };
const IMPORT_EXPLANATION =
  '每行一个映射；SKU填SKU编码，1688商品ID只填数字，规格ID可留空；同一1688商品ID+规格ID已有「已关联」映射时更新该映射，否则新增。换算比例留空为1，默认填 是/否。';

/**
 * 商品资料 → 1688映射 (`#/commodity/information/1688map`): our SKUs linked to 1688 offers, with filters (SKU编码
 * and 1688商品ID pasted, 标题, 供应商, 单价, 默认, 状态, 创建时间), 新增/编辑, 导入/导出, 解除关联 of a row or
 * the checked rows (asks for the reason), the offer's page opened in a new tab, the detail with its log.
 */
export function AlibabaMapPage() {
  const config = useEntityConfig(alibabaMap, alibabaMapUrls, ALIBABA_MAP_LOOKUPS, OPTIONS);
  const can = useCan();
  const offMappings = useOffMappings();
  const slots: EntityListSlots = {
    toolbar: (list) => (
      <FileToolbar
        entity={alibabaMap}
        list={list}
        exportUrl={alibabaMapUrls.export}
        importBase={alibabaMapUrls.importBase}
        importExplanation={IMPORT_EXPLANATION}
      />
    ),
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
  return (
    <div className="catalogue-alibaba-map-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
