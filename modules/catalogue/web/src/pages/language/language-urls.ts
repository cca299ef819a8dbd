import { PRODUCT_API } from '../standard/standard-urls.ts';

// The routes of the SPUs' listing texts (modules/catalogue/server/language/routes.ts).
const q = encodeURIComponent;
export const languageUrls = {
  show: (spuId: string, lang: string) => `${PRODUCT_API}/spuskulanguage/show?spu_id=${q(spuId)}&lang=${q(lang)}`,
  update: `${PRODUCT_API}/spuskulanguage/update`,
};
