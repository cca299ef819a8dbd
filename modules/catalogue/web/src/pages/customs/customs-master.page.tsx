import { Tabs } from '@arco-design/web-react';
import type { EntityDecl } from '@entrepot/entity';
import { customsElement, customsGoods } from '@entrepot/module-catalogue/entities';
import { FileToolbar, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { CUSTOMS_LOOKUPS, elementUrls, goodsUrls, type MasterUrls, rateText } from './customs-rows.ts';
import { GoodsElementsHelper } from './goods-elements.tsx';

/** One master list: the derived page with 导入 (template, xlsx as a file task) and 导出. */
function MasterList({ entity, urls, explanation, slots = {} }: { entity: EntityDecl; urls: MasterUrls; explanation: string; slots?: EntityListSlots }) {
  const config = useEntityConfig(entity, urls, CUSTOMS_LOOKUPS);
  const toolbar: EntityListSlots['toolbar'] = (list) => (
    <FileToolbar entity={entity} list={list} exportUrl={urls.export} importBase={urls.importBase} importExplanation={explanation} />
  );
  return <EntityListPage config={config} slots={{ ...slots, toolbar }} />;
}

const GOODS_SLOTS: EntityListSlots = {
  cells: { tax_rebate_rate: (row) => rateText(row.tax_rebate_rate as string | null) },
  form: { footer: (form) => <GoodsElementsHelper form={form} /> },
};

/**
 * 商品资料 → 报关资料 (ours, `#/commodity/information/customs`: routes.tsv names no customs screen): the declared
 * names (报关品名: 中英文品名, HS编码, 申报单位, 申报价值范围, 退税率, 申报要素) and the declaration elements per
 * HS code (申报要素), each with filters, 新增/编辑/删除, 导入 and 导出.
 */
export function CustomsMasterPage() {
  const can = useCan();
  const tabs = [
    can(customsGoods.permission('read')) && (
      <Tabs.TabPane key="goods" title="报关品名">
        <MasterList
          entity={customsGoods}
          urls={goodsUrls}
          slots={GOODS_SLOTS}
          explanation="每行一个报关品名；HS编码 + 中文品名 已存在时更新该记录。申报要素按该HS编码的要素顺序填写，用“|”分隔（如 T恤|针织|100%棉|无品牌|不享惠），HS编码须先维护申报要素。退税率填小数（0.13 即 13%）。"
        />
      </Tabs.TabPane>
    ),
    can(customsElement.permission('read')) && (
      <Tabs.TabPane key="elements" title="申报要素">
        <MasterList
          entity={customsElement}
          urls={elementUrls}
          explanation="每行一个申报要素：HS编码、序号（申报要素的顺序）、要素名称、必填（是/否）、填写说明；HS编码 + 要素名称 已存在时更新该记录。已有报关品名的HS编码，新要素只能排在最后。"
        />
      </Tabs.TabPane>
    ),
  ].filter(Boolean);
  return (
    <div className="catalogue-customs-page">
      <Tabs>{tabs}</Tabs>
    </div>
  );
}
