import { sizeChartTemplate } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, FieldInput } from '@entrepot/web/entity';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { sizeTemplateUrls } from './size-chart-urls.ts';

/**
 * The sizes' editable table has ten columns (尺码, seven regions, 排序, 操作): in the 560px drawer it scrolls
 * sideways instead of squeezing every input to nothing.
 */
const SLOTS: EntityListSlots = {
  form: {
    inputs: {
      sizes: (props) => (
        <div style={{ overflowX: 'auto', width: '100%' }}>
          <div style={{ minWidth: 1000 }}>
            <FieldInput {...props} />
          </div>
        </div>
      ),
    },
  },
};

/**
 * 基础设置 → 尺码模板 (`#/commodity/base-setting/size-chart`, ours): the size conversion templates (hopcode) —
 * filters 模板名称, 适用分类, 启用; 新增/编辑 in the drawer with the sizes as an editable table (尺码 and its
 * name per region: 中国, 美国, 英国, 欧洲, 日本, 韩国, 澳大利亚); 删除 (refused while an SPU's chart uses it); the
 * detail with its operation log. An SPU's 尺码表 tab chooses one of them.
 */
export function SizeChartTemplatePage() {
  const config = useEntityConfig(sizeChartTemplate, sizeTemplateUrls, PRODUCT_LOOKUPS);
  return (
    <div className="catalogue-size-chart-page">
      <EntityListPage config={config} slots={SLOTS} />
    </div>
  );
}
