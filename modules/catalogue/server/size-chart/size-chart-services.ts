// The size charts' services, sharing the product master data's registry (answers carry the category's, the
// SPU's and the template's titles). A template's category must exist, and a template an SPU's chart uses is
// disabled, not deleted: both are the declarations' references (`mustExist`, `onDelete: 'restrict'`).
import { EntityService } from '@entrepot/server-kit/entity';
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
  return {
    catalogue,
    template: new EntityService(sizeChartTemplate, sizeChartTemplates, registry),
    chart: new EntityService(spuSizeChart, spuSizeCharts, registry),
  };
}

export type SizeChartServices = ReturnType<typeof sizeChartServices>;
