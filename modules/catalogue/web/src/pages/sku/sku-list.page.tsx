import { Button } from '@arco-design/web-react';
import { sku, skuQueryFields } from '@entrepot/module-catalogue/entities';
import { ExportButton, useEntityConfig, useOpenedFromUrl, useScreenTitle } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, type OpenedOnArrival } from '@entrepot/web/entity';
import { useLocation } from 'wouter';
import { ImportMenu } from '../import/import-menu.tsx';
import { INFORMATION, PRODUCT_LOOKUPS, skuUrls } from '../product-urls.ts';
import { useStateRequestActions } from '../state-request/use-state-request-actions.tsx';
import { useStateCell } from '../waiting-marks.tsx';

/** 商品资料 → SKU管理 (`#/commodity/information/sku`): SKUs by code (batch paste), SPU, status, prices, the SPU's brand, developer and season, tag. */
export function SkuListPage({ opened }: { opened?: OpenedOnArrival }) {
  const config = useEntityConfig(sku, skuUrls, PRODUCT_LOOKUPS);
  const [, navigate] = useLocation();
  const stateRequest = useStateRequestActions('sku'); // 申请停售: takes effect once approved
  const stateCell = useStateCell('sku'); // 审批中 while a request waits on the SKU
  const slots: EntityListSlots = {
    queryFields: skuQueryFields, // 品牌, 开发人员, 季节 of the SPU; 标签
    cells: { status: stateCell },
    toolbar: (list) => (
      <>
        <ImportMenu page="sku" />
        <ExportButton entity={sku} list={list} url={skuUrls.export} />
      </>
    ),
    batchActions: (list) => stateRequest.batchActions(list), // 批量<操作> are the engine's (skuUrls.transitionMany)
    rowActions: (row, list) => (
      <>
        <Button type="text" size="mini" onClick={() => navigate(`${INFORMATION}/sku/detail?id=${row.id}`)}>
          详情
        </Button>
        {stateRequest.rowAction(row, list)}
      </>
    ),
  };
  return (
    <div className="catalogue-sku-page">
      <EntityListPage config={config} slots={slots} opened={opened} />
      {stateRequest.dialog}
    </div>
  );
}

/** 新增SKU (`#/commodity/information/sku/create`, `?spu_id=` chooses its SPU): the SKU list with a new SKU's form open. */
export function SkuCreatePage() {
  const { key, opened } = useOpenedFromUrl('create', ['spu_id']);
  useScreenTitle('新增SKU');
  return <SkuListPage key={key} opened={opened} />;
}
