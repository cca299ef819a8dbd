import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import { followChanges } from '@entrepot/hub-server/change-requests';
import type { MenuDecl, ModuleManifest, PermissionDecl } from '@entrepot/hub-server/module';
import { followTransitions } from '@entrepot/hub-server/transition-requests';
import { brand, category, imageUrl, picture, referenceResources as R, sku, spu } from '../entities/index.ts';
import { alibabaMapMenus, alibabaMapPermissions, alibabaMapRoutes } from './alibaba-map/routes.ts';
import { customsMenus, customsPermissions, customsRoutes } from './customs/customs-routes.ts';
import { abnormalRoutes } from './data-problems/routes.ts';
import { seedDemoPictures } from './demo-pictures.ts';
import { imageSearchMenu, imageSearchRoutes } from './image-search/routes.ts';
import { imageUrlPermissions, imageUrlRoutes } from './image-url-routes.ts';
import { importRoutes } from './import-routes.ts';
import { infoChangeKit } from './info-change/info-change-services.ts';
import { infoChangeMenus, infoChangePermissions, infoChangeRoutes } from './info-change/routes.ts';
import { languageRoutes } from './language/routes.ts';
import { searchCatalogue } from './lookups.ts';
import { materialConfigRoutes } from './material-config/routes.ts';
import { picturePermissions, pictureRoutes } from './picture-routes.ts';
import { seedPictureLibrary } from './picture-seed.ts';
import { productFieldMenu, productFieldPermissions, productFieldRoutes } from './product-field/routes.ts';
import {
  collectionMenus,
  demandMenus,
  referenceInformationMenus,
  referenceLookups,
  referencePermissions,
  referenceSettingMenus,
  shootScheduleMenu,
} from './reference-manifest.ts';
import { referenceRoutes } from './reference-routes.ts';
import { seedCatalogueReference } from './reference-seed.ts';
import { catalogueRoutes } from './routes.ts';
import { sampleMenu, samplePermissions, sampleRoutes } from './sample/routes.ts';
import { seedCatalogue } from './seed.ts';
import { sizeChartMenu, sizeChartPermissions, sizeChartRoutes } from './size-chart/routes.ts';
import { priceCodeMenu, skuExtrasPermissions, skuExtrasRoutes } from './sku-extras-routes.ts';
import { spuFamilyRoutes } from './spu-family/routes.ts';
import { standardPermissions, standardRoutes } from './standard/routes.ts';
import { standardPriceMenu, standardPricePermissions, standardPriceRoutes } from './standard-price/routes.ts';
import { stateRequestKit } from './state-request-apply.ts';
import { stateRequestMenu, stateRequestPermissions, stateRequestRoutes, withoutDirectStopSale } from './state-request-routes.ts';

/** The spec's group of product master data screens (routes.tsv `/commodity/information/*`). */
export const INFORMATION = '/commodity/information';

const screen = (name: string, url: string, permission: string): MenuDecl => ({ name, url, area: 'catalogue', permission });
/** A screen opened from another (a detail, a create page): permitted with its code, never listed in the menu. */
const subScreen = (name: string, url: string, permission: string): MenuDecl => ({ ...screen(name, url, permission), hidden: true });

export const catalogueMenus: MenuDecl[] = [
  {
    name: '商品管理',
    icon: 'product',
    children: [
      {
        name: '商品资料',
        children: [
          screen('SPU管理', `${INFORMATION}/spu`, spu.permission('read')),
          screen('SKU管理', `${INFORMATION}/sku`, sku.permission('read')),
          screenMenu(R.brand, 'catalogue'),
          screen('商品分类', `${INFORMATION}/category`, category.permission('read')),
          ...referenceInformationMenus,
          screen('图片管理', `${INFORMATION}/picture`, picture.permission('read')),
          screen('图片链接', `${INFORMATION}/image-url`, imageUrl.permission('read')),
          shootScheduleMenu,
          stateRequestMenu,
          screen('异常商品', `${INFORMATION}/abnormal-commodity`, sku.permission('read')),
          screen('操作日志', `${INFORMATION}/operationLog`, sku.permission('read')),
          ...customsMenus,
          sampleMenu,
          ...demandMenus,
          ...collectionMenus,
          ...infoChangeMenus,
          subScreen('新增SPU', `${INFORMATION}/spu/create`, spu.permission('create')),
          subScreen('SPU详情', `${INFORMATION}/spu/detail`, spu.permission('read')),
          subScreen('新增SKU', `${INFORMATION}/sku/create`, sku.permission('create')),
          subScreen('SKU详情', `${INFORMATION}/sku/detail`, sku.permission('read')),
          ...alibabaMapMenus,
          standardPriceMenu,
          imageSearchMenu,
          productFieldMenu,
        ],
      },
      { name: '基础设置', children: [...referenceSettingMenus, priceCodeMenu, sizeChartMenu] },
    ],
  },
];

/** Each code once (two transitions may share one, e.g. 审核通过 and 驳回 share `review`). */
function uniqueCodes(list: PermissionDecl[]): PermissionDecl[] {
  const seen = new Map<string, PermissionDecl>();
  for (const p of list) if (!seen.has(p.code)) seen.set(p.code, p.code.endsWith('.review') ? { ...p, name: `${spu.label}-审核` } : p);
  return [...seen.values()];
}

// The product master data under /api-product (SPU, SKU, brands, categories).
export const manifest: ModuleManifest = {
  name: 'catalogue',
  position: 50,
  seed: {
    after: ['wms', 'accounts', 'logistics'],
    run: async (database, { demo, firstStart, files }) => {
      if (!demo || !firstStart) return;
      await seedCatalogue(database); // brands, categories, 68 SPUs / 652 SKUs (TS001-BLK-M…)
      await seedCatalogueReference(database); // after the SKUs: packages, tags and mappings for the first ones
      if (!files) return;
      await seedDemoPictures(database, files); // a picture per product kind and colour
      await seedPictureLibrary(database); // 图片管理: the SPUs' pictures, the first styles' SKU pictures
    },
  },
  services: {
    '/api-product': (app, ctx) => {
      catalogueRoutes(ctx)(app);
      referenceRoutes(ctx)(app);
      pictureRoutes(ctx.database)(app);
      skuExtrasRoutes(ctx)(app);
      imageUrlRoutes(ctx.database)(app);
      stateRequestRoutes(ctx.database, ctx.outbox)(app);
      spuFamilyRoutes(ctx)(app);
      importRoutes(ctx)(app);
      customsRoutes(ctx)(app);
      standardRoutes(ctx)(app);
      abnormalRoutes(ctx.database)(app);
      sampleRoutes(ctx)(app);
      infoChangeRoutes(ctx)(app);
      alibabaMapRoutes(ctx)(app);
      sizeChartRoutes(ctx)(app);
      standardPriceRoutes(ctx)(app);
      imageSearchRoutes(ctx.database)(app);
      languageRoutes(ctx)(app);
      materialConfigRoutes(ctx)(app);
      productFieldRoutes(ctx)(app);
    },
  },
  menus: catalogueMenus,
  // What each demo user does here: a buyer reads the catalogue and keeps the 1688 mappings, operations edit
  // products, customer service reads them.
  demoGrants: {
    采购员: [spu, sku, brand, category, picture]
      .map((d) => d.permission('read'))
      .concat(['read', 'create', 'update', 'export'].map((a) => `catalogue.alibabaMap.${a}`)),
    运营: [spu, sku, brand, category, picture].flatMap((d) => [d.permission('read'), d.permission('update')]),
    客服: [spu, sku].map((d) => d.permission('read')),
  },
  permissions: withoutDirectStopSale(uniqueCodes([brand, category, spu, sku].flatMap(permissionCodesOf)))
    .concat(referencePermissions)
    .concat(picturePermissions)
    .concat(skuExtrasPermissions)
    .concat(imageUrlPermissions)
    .concat(stateRequestPermissions)
    .concat(customsPermissions)
    .concat(standardPermissions)
    .concat(samplePermissions)
    .concat(infoChangePermissions)
    .concat(alibabaMapPermissions)
    .concat(sizeChartPermissions)
    .concat(standardPricePermissions)
    .concat(productFieldPermissions),
  lookups: referenceLookups,
  search: (q, user, ctx) => searchCatalogue(ctx.database, q, user),
  subscribe: (outbox) => {
    followTransitions(stateRequestKit(), outbox, 'catalogue.state-request');
    followChanges(infoChangeKit(), outbox);
  },
};
