import { defineChangeRequest } from '@entrepot/entity';
import { PRODUCT_BASE, PRODUCT_SERVICE } from './product-api.ts';
import { sku } from './sku.entity.ts';
import { spu } from './spu.entity.ts';

/**
 * 商品信息变更申请: changes to an SPU already selling and its SKUs, applied only once approved (the engine's change
 * request: hub `change-requests/`, README "Product change requests"). The fields a request may change are the SPU's
 * and SKU's own, checked by their declarations.
 */
export const infoChangeRequest = defineChangeRequest({
  name: 'catalogue.infoChange',
  table: 'catalogue.info_changes',
  lineTable: 'catalogue.info_change_lines',
  label: '商品信息变更',
  number: 'BG{yyyyMMdd}{seq:3}',
  documentType: 'catalogue.info-change',
  // 001 §7 spuskuchange: the import's template at `spuskuchange/bomupload/template`
  api: {
    service: PRODUCT_SERVICE,
    base: PRODUCT_BASE,
    paths: {
      list: 'spuskuchange/list',
      form: 'spuskuchange/create',
      submit: 'spuskuchange',
      detail: 'spuskuchange/:id',
      upload: 'spuskuchange/upload',
      import: 'spuskuchange/bomupload',
      waiting: 'spuskuchange/waiting', // ours: the SPU and SKU lists mark what waits 审批中
    },
  },
  screen: { url: '/commodity/information/commodity-info-change' },
  targets: {
    spu: { entity: spu, fields: ['name', 'name_en', 'brand_id', 'season', 'description'] },
    sku: { entity: sku, under: 'spu_id', aside: 'spec', fields: ['name', 'sale_price', 'cost_price', 'weight', 'barcode'] },
  },
});
export const infoChange = infoChangeRequest.request;
export const infoChangeLine = infoChangeRequest.line;
