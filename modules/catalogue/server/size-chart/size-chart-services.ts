// The size charts' services, sharing the product master data's registry (answers carry the category's, the
// SPU's and the template's titles), and the templates' write rules.
import { invalid } from '@entrepot/server-kit';
import { EntityService, type WriteRules } from '@entrepot/server-kit/entity';
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
  /**
   * Every writer applies them: the category must exist. A template an SPU's chart uses is disabled, not deleted:
   * the chart's declared reference (`onDelete: 'restrict'`).
   */
  const templateRules: WriteRules = {
    async derive(exec, input) {
      if (input.category_id != null && !(await catalogue.category.find(exec, String(input.category_id)))) throw invalid('category_id', '分类不存在');
      return {};
    },
  };
  return {
    catalogue,
    template: new EntityService(sizeChartTemplate, sizeChartTemplates, registry).withRules(templateRules),
    chart: new EntityService(spuSizeChart, spuSizeCharts, registry),
  };
}

export type SizeChartServices = ReturnType<typeof sizeChartServices>;
