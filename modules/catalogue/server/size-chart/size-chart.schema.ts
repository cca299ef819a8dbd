import { tableOf } from '@entrepot/server-kit/entity';
import { sizeChartTemplate, sizeChartTemplateSize, spuSizeChart, spuSizeChartRow } from '../../entities/index.ts';

// Tables of the size charts (README: Size charts): the size conversion templates (hopcode) with their sizes,
// and the SPUs' charts with their size rows.
export const sizeChartTemplates = tableOf(sizeChartTemplate);
export const sizeChartTemplateSizes = tableOf(sizeChartTemplateSize);
export const spuSizeCharts = tableOf(spuSizeChart);
export const spuSizeChartRows = tableOf(spuSizeChartRow);
