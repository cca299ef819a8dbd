import { Button, Input, Modal } from '@arco-design/web-react';
import { spu, spuQueryFields } from '@entrepot/module-catalogue/entities';
import { ExportButton, useArea, useCan } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, type EntityRow } from '@entrepot/web/entity';
import { useLocation } from 'wouter';
import { ImportMenu } from '../import/import-menu.tsx';
import { INFORMATION, PRODUCT, spuUrls } from '../product-urls.ts';
import { useApplySizeTemplate } from '../size-chart/apply-template.tsx';
import { useStateRequestActions } from '../state-request/use-state-request-actions.tsx';
import { useStateCell } from '../waiting-marks.tsx';
import { MatrixPreview } from './matrix-preview.tsx';
import { useSpuConfig } from './spu-config.ts';

/** 商品资料 → SPU管理 (`#/commodity/information/spu`): styles with their filters (创建时间 among the declared ones), batch states, copy, export. */
export function SpuListPage() {
  const config = useSpuConfig();
  const [, navigate] = useLocation();
  const { http, bridge } = useArea();
  const can = useCan();
  const applySizeTemplate = useApplySizeTemplate();
  const stateRequest = useStateRequestActions('spu'); // 申请停售 of the SPU with its SKUs: takes effect once approved
  const stateCell = useStateCell('spu'); // 审批中 while a request waits on the SPU
  const copy = (row: EntityRow) => {
    let to = '';
    Modal.confirm({
      title: `复制SPU ${String(row['code'])}`,
      content: (
        <Input
          aria-label="新SPU编码"
          placeholder="新SPU编码，如 TS101"
          onChange={(v) => {
            to = v.trim().toUpperCase();
          }}
        />
      ),
      onOk: async () => {
        if (!to) {
          bridge.toast('warning', '请输入新SPU编码');
          throw new Error('no code');
        }
        const copied = await http.post<EntityRow>(`${PRODUCT}/spu/copy/${encodeURIComponent(String(row['code']))}/${encodeURIComponent(to)}`);
        bridge.toast('success', '复制成功');
        navigate(`${INFORMATION}/spu/detail?id=${copied.id}`);
      },
    });
  };
  const slots: EntityListSlots = {
    queryFields: spuQueryFields, // 标签: an SPU with a SKU carrying it
    cells: { status: stateCell },
    toolbar: (list) => (
      <>
        <ImportMenu page="spu" />
        <ExportButton entity={spu} list={list} url={spuUrls.export} />
      </>
    ),
    batchActions: (list) => [...applySizeTemplate(list), ...stateRequest.batchActions(list)], // and the engine's 批量<操作>
    rowActions: (row, list) => (
      <>
        <Button type="text" size="mini" onClick={() => navigate(`${INFORMATION}/spu/detail?id=${row.id}`)}>
          详情
        </Button>
        {can(spu.permission('create')) && (
          <Button type="text" size="mini" onClick={() => copy(row)}>
            复制
          </Button>
        )}
        {stateRequest.rowAction(row, list)}
      </>
    ),
    form: { footer: (form) => (form.mode === 'create' ? <MatrixPreview form={form} /> : null) },
  };
  return (
    <div className="catalogue-spu-page">
      <EntityListPage config={config} slots={slots} />
      {stateRequest.dialog}
    </div>
  );
}
