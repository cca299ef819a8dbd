import { PRODUCT } from '../product-urls.ts';

// The picture library's routes (modules/catalogue/server/picture-routes.ts).
export const pictureUrls = {
  list: `${PRODUCT}/image`,
  tagsInUse: `${PRODUCT}/imagetag`,
  add: `${PRODUCT}/image/add`,
  setTags: `${PRODUCT}/image/tags`,
  remove: `${PRODUCT}/image/delete`,
  move: `${PRODUCT}/image/move`,
  mainPicture: `${PRODUCT}/image/mainpic`,
  batchMainPicture: `${PRODUCT}/image/batchmainpic`,
  download: `${PRODUCT}/image/download`,
  rotate: `${PRODUCT}/image/rotate`,
  dropTags: `${PRODUCT}/tag/delete`,
  spus: `${PRODUCT}/spus`,
  skus: `${PRODUCT}/skus`,
};
