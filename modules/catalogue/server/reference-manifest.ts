// The reference data's part of the catalogue manifest (manifest.ts spreads these): screens, codes, lookup.
import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import type { LookupDecl, MenuDecl, PermissionDecl } from '@entrepot/hub-server/module';
import {
  attribute,
  collection,
  colourMapping,
  demand,
  material,
  packageSize,
  packageStandard,
  referenceResources,
  shootSchedule,
  skuMapping,
  skuTag,
  tag,
  tagType,
  UNPACKAGED_SCREEN,
} from '../entities/index.ts';

export const INFORMATION = '/commodity/information';
export const BASE_SETTING = '/commodity/base-setting';

const screen = (name: string, url: string, permission: string): MenuDecl => ({ name, url, area: 'catalogue', permission });

/** The screens of the spec's `/commodity/information/…` and `/commodity/base-setting/package-size`. */
export const referenceInformationMenus: MenuDecl[] = [
  screen('属性管理', `${INFORMATION}/attribute`, attribute.permission('read')),
  screen('标签管理', `${INFORMATION}/tag`, tagType.permission('read')),
  screen('商品标签', `${INFORMATION}/commodity-lable`, skuTag.permission('read')),
  screen('材质管理', `${INFORMATION}/material`, material.permission('read')),
  screen('SKU映射', `${INFORMATION}/sku-map`, skuMapping.permission('read')),
  screen('颜色映射', `${INFORMATION}/colour-mapping`, colourMapping.permission('read')),
  screen('未维护包装', UNPACKAGED_SCREEN, packageSize.permission('read')),
];
export const referenceSettingMenus: MenuDecl[] = [
  screen('包装尺寸', `${BASE_SETTING}/package-size`, packageSize.permission('read')),
  screen('包装标准', `${BASE_SETTING}/package-standard`, packageStandard.permission('read')),
];
/** 数据采集 (`/commodity/information/data-collection`) and its 新增 and 详情 screens. */
export const COLLECTION_SCREEN = '/commodity/information/data-collection';
export const collectionMenus: MenuDecl[] = [
  screenMenu(referenceResources.collection, 'catalogue'),
  { ...screen('新增采集', `${COLLECTION_SCREEN}/create`, collection.permission('create')), hidden: true },
  { ...screen('采集详情', `${COLLECTION_SCREEN}/detail`, collection.permission('read')), hidden: true },
];

/** 拍摄排期 (`/commodity/picture-management/shoot-schedule`), listed beside the picture screens. */
export const shootScheduleMenu: MenuDecl = screenMenu(referenceResources.shootSchedule, 'catalogue');

export const DEMAND_SCREEN = '/commodity/information/demand';
/** 商品需求 and its four work lists (one state each) beside 样品管理; 新增, 编辑 and 详情 opened from them. */
export const demandMenus: MenuDecl[] = [
  screenMenu(referenceResources.demand, 'catalogue'),
  screen('需求上传', `${DEMAND_SCREEN}/upload`, demand.permission('read')),
  screen('需求筛选', `${DEMAND_SCREEN}/filter`, demand.permission('read')),
  screen('需求改图', `${DEMAND_SCREEN}/edit-image`, demand.permission('read')),
  screen('需求完成', `${DEMAND_SCREEN}/finish`, demand.permission('read')),
  { ...screen('新增需求', `${DEMAND_SCREEN}/add`, demand.permission('create')), hidden: true },
  { ...screen('编辑需求', `${DEMAND_SCREEN}/edit`, demand.permission('update')), hidden: true },
  { ...screen('需求详情', `${DEMAND_SCREEN}/detail`, demand.permission('read')), hidden: true },
];
/** A demand's codes, each once: 提交/撤回/重新提交 share `submit`, 筛选通过/驳回 share `review`. */
const DEMAND_SHARED: Record<string, string> = { submit: '提交', review: '筛选', image: '改图' };
const demandPermissions = [
  ...new Map(
    permissionCodesOf(demand).map((p) => {
      const shared = DEMAND_SHARED[p.code.slice(demand.name.length + 1)];
      return [p.code, shared ? { ...p, name: `${demand.label}-${shared}` } : p];
    }),
  ).values(),
];

/** Codes of every screen; a tag's own codes guard `tag/list` and `deletetag/{id}`. */
export const referencePermissions: PermissionDecl[] = [
  attribute,
  tagType,
  tag,
  skuTag,
  material,
  colourMapping,
  skuMapping,
  packageStandard,
  packageSize,
  shootSchedule,
  collection,
]
  .flatMap(permissionCodesOf)
  .concat(demandPermissions, [
    { code: collection.permission('collect'), name: `${collection.label}-采集` },
    { code: collection.permission('todemand'), name: `${collection.label}-转为需求` },
  ]);

/** The spec's "default cache": the default attributes and their values, read once and shared by the areas. */
export const referenceLookups: LookupDecl[] = [
  {
    name: 'defaultAttributes',
    label: '默认属性',
    url: '/api-product/api/v1/product/attribute/default/cache',
    events: ['catalogue.attribute.changed'],
  },
];
