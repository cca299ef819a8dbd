import type { EntityUrls } from '@entrepot/web/entity';
import { INFORMATION, PRODUCT } from '../product-urls.ts';

// The samples' routes (modules/catalogue/server/sample/routes.ts), all under /api-product.
const id = (value: string) => encodeURIComponent(value);

export const SAMPLE_SCREEN = `${INFORMATION}/sample-management`;

export const sampleUrls: EntityUrls & { export: string; importBase: string; toSpu: string; upload: string } = {
  list: `${PRODUCT}/sample/list`,
  detail: (r) => `${PRODUCT}/sample/${id(r)}`,
  create: `${PRODUCT}/sample`,
  update: (r) => `${PRODUCT}/sample/${id(r)}`,
  remove: (r) => `${PRODUCT}/sample/${id(r)}`,
  transition: (r, name) => `${PRODUCT}/sample/${id(r)}/${name}`,
  auditLog: (r) => `${PRODUCT}/sample/${id(r)}/logs`,
  export: `${PRODUCT}/sample/export`,
  importBase: `${PRODUCT}/sample`,
  toSpu: `${PRODUCT}/sample/tospu`,
  upload: `${PRODUCT}/sample/upload`,
};

/** The SPU detail a converted sample links to. */
export const spuDetailPath = (spuId: string) => `${INFORMATION}/spu/detail?id=${id(spuId)}`;
