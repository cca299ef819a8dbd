import { PRODUCT } from '../product-urls.ts';

const id = (value: string) => encodeURIComponent(value);

// The image-url tool's routes (modules/catalogue/server/image-url-routes.ts); `{id}` is the SPU.
export const imageUrlUrls = {
  create: `${PRODUCT}/imagenewurl/create`,
  list: (spuId: string) => `${PRODUCT}/imagenewurl/list/${id(spuId)}`,
  sort: `${PRODUCT}/imagenewurl/sort`,
  remove: `${PRODUCT}/imagenewurl/delete`,
  removeFinished: `${PRODUCT}/imagenewurl/delfinish`,
  clear: (spuId: string) => `${PRODUCT}/imagenewurl/clear/${id(spuId)}`,
  export: (spuId: string) => `${PRODUCT}/imagenewurl/export/${id(spuId)}`,
  fetch: `${PRODUCT}/imagenewurl/fetch`,
};
