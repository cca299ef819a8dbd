import { Button, Link } from '@arco-design/web-react';
import { sample } from '@entrepot/module-catalogue/entities';
import { FileToolbar, useCan, useEntityConfig, useOpenedFromUrl } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, IMAGE_ACCEPT } from '@entrepot/web/entity';
import { useLocation } from 'wouter';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { sampleUrls, spuDetailPath } from './sample-urls.ts';
import { useSampleActions } from './use-sample-actions.tsx';

const TO_SPU = sample.permission('tospu');
/** 转为SPU is this page's own action (it asks for the SPU code and opens the SPU), not a bare transition. */
const OPTIONS = { withhold: [TO_SPU] };
const IMPORT_EXPLANATION =
  '每行一个样品；样品编号留空自动生成，已存在的样品编号会更新该样品。分类填分类名称或编码，开发人员填员工姓名，收样日期格式 YYYY-MM-DD（不能晚于今天），币种填 人民币/美元 等。图片请在列表中上传。';

/**
 * 商品资料 → 样品管理 (`#/commodity/information/sample-management`): samples from suppliers or bought online,
 * with filters (编号, 名称, 分类, 来源, 供应商, 成本价, 收样日期, 开发人员, 状态, SPU编码), sort, paging; 新增/编辑 with
 * picture upload; 评估通过 / 淘汰 / 重新评估; 转为SPU (asks first, then opens the SPU); 上传图片; 导入/导出; the
 * detail with its operation log; `?id=` opens a sample's detail (where the palette sends its YP number).
 */
export function SamplePage() {
  const config = useEntityConfig(sample, sampleUrls, PRODUCT_LOOKUPS, OPTIONS);
  const can = useCan();
  const [, navigate] = useLocation();
  const actions = useSampleActions();
  const arrival = useOpenedFromUrl('detail');
  const slots: EntityListSlots = {
    toolbar: (list) => (
      <FileToolbar entity={sample} list={list} exportUrl={sampleUrls.export} importBase={sampleUrls.importBase} importExplanation={IMPORT_EXPLANATION} />
    ),
    cells: {
      spu_code: (row) => (row['spu_id'] ? <Link onClick={() => navigate(spuDetailPath(String(row['spu_id'])))}>{String(row['spu_code'])}</Link> : null),
    },
    rowActions: (row, list) => (
      <>
        {row['status'] === 'approved' && can(TO_SPU) && (
          <Button type="text" size="mini" onClick={() => actions.toSpu(row, list.refresh)}>
            转为SPU
          </Button>
        )}
        {can(sample.permission('update')) && (
          <Button type="text" size="mini" onClick={() => actions.chooseFiles(row, list.refresh)}>
            上传图片
          </Button>
        )}
      </>
    ),
  };
  return (
    <div className="catalogue-sample-page">
      <EntityListPage key={arrival.key} config={config} slots={slots} opened={arrival.opened} />
      <input
        ref={actions.fileInput}
        type="file"
        multiple
        hidden
        accept={IMAGE_ACCEPT}
        aria-label="选择样品图片"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void actions.send(files);
        }}
      />
    </div>
  );
}
