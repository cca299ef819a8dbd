// The size charts' services, sharing the product master data's registry (answers carry the category's, the
// SPU's and the template's titles), and the templates' write rules.
import { invalid } from '@entrepot/server-kit';
import { EntityService, usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { sizeChartTemplate, sizeChartTemplateSize, spuSizeChart, spuSizeChartRow } from '../../entities/index.ts';
import { catalogueServices } from '../services.ts';
import { sizeChartTemplateSizes, sizeChartTemplates, spuSizeChartRows, spuSizeCharts } from './size-chart.schema.ts';

export function sizeChartServices() {
  const catalogue = catalogueServices();
  const { registry } = catalogue;
  registry.add(sizeChartTemplate, sizeChartTemplates);
  registry.add(sizeChartTemplateSize, sizeChartTemplateSizes);
  registry.add(spuSizeChart, spuSizeCharts);
  registry.add(spuSizeChartRow, spuSizeChartRows);
  /** Every writer applies them: the category must exist; a template an SPU's chart uses is disabled, not deleted. */
  const templateRules: WriteRules = {
    async derive(exec, input) {
      if (input.category_id != null && !(await catalogue.category.find(exec, String(input.category_id)))) throw invalid('category_id', '分类不存在');
      return {};
    },
    inUse: (exec, record) =>
      usedBy(exec, spuSizeCharts, eq(spuSizeCharts.template_id, record.id), `尺码模板「${String(record.name)}」已被SPU尺码表使用，不能删除，请停用`),
  };
  return {
    catalogue,
    template: new EntityService(sizeChartTemplate, sizeChartTemplates, registry).withRules(templateRules),
    chart: new EntityService(spuSizeChart, spuSizeCharts, registry),
  };
}

export type SizeChartServices = ReturnType<typeof sizeChartServices>;
