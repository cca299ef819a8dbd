import type { EntityUrls } from '@entrepot/web/entity';
import { PRODUCT } from '../product-urls.ts';

// The size charts' routes (modules/catalogue/server/size-chart/routes.ts), all under /api-product.
const id = (value: string) => encodeURIComponent(value);

/** The templates (hopcode) through the derived list, form, detail and log. */
export const sizeTemplateUrls: EntityUrls = {
  list: `${PRODUCT}/hopcode`,
  detail: (r) => `${PRODUCT}/hopcode/${id(r)}`,
  create: `${PRODUCT}/hopcode`,
  update: (r) => `${PRODUCT}/hopcode/${id(r)}`,
  remove: (r) => `${PRODUCT}/hopcode/${id(r)}`,
  auditLog: (r) => `${PRODUCT}/hopcode/${id(r)}/logs`,
};

export const sizeChartUrls = {
  /** The enabled templates a chart chooses from. */
  templates: `${PRODUCT}/hopcode?enabled=true&per_page=200`,
  chart: (spuId: string) => `${PRODUCT}/spusize/${id(spuId)}`,
  /** The template applied to many SPUs (`PUT {spu_ids}`). */
  apply: (templateId: string) => `${PRODUCT}/spusizelist/${id(templateId)}`,
};
