// The catalogue's reference data at `/api-product` (api-catalogue.tsv: attribute, tag, skutag, material,
// colormapping, skumapping, packagesize, packagestandard), declared once: our REST forms beside the spec's rows,
// the spec's own spelling where it has one (`addtags`, `colormapping/logs/{id}`, `packagesize/log/{id}`). The
// server mounts them (server/reference-routes.ts), the screens call them (web pages/reference-urls.ts).
import { defineResource, type ResourceOptions } from '@entrepot/entity';
import { alibabaMap } from './alibaba-map.entity.ts';
import { attribute } from './attribute.entity.ts';
import { brand } from './brand.entity.ts';
import { collection } from './collection.entity.ts';
import { colourMapping } from './colour-mapping.entity.ts';
import { demand } from './demand.entity.ts';
import { material } from './material.entity.ts';
import { packageSize } from './package-size.entity.ts';
import { packageStandard } from './package-standard.entity.ts';
import { PRODUCT_BASE, PRODUCT_SERVICE } from './product-api.ts';
import { shootSchedule } from './shoot-schedule.entity.ts';
import { skuMapping } from './sku-map.entity.ts';
import { skuTag } from './tag-sku.entity.ts';
import { tagType } from './tag-type.entity.ts';

export { PRODUCT_BASE, PRODUCT_SERVICE };

const at = { service: PRODUCT_SERVICE, base: PRODUCT_BASE, style: 'rest', files: 'export' } as const;
const resource = <O extends Omit<ResourceOptions, 'service' | 'base' | 'style'>>(o: O) => defineResource({ ...at, ...o });

export const referenceResources = {
  /** 品牌管理: the spec's `brands` (list, create, PATCH/DELETE `brands/{id}`) and `brand/export`, ours beside them. */
  brand: resource({
    entity: brand,
    segment: 'brands',
    plural: 'brands',
    paths: { export: 'brand/export' },
    batch: true,
    screen: { url: '/commodity/information/brand', menu: '品牌管理' },
  }),
  attribute: resource({ entity: attribute, segment: 'attribute' }),
  /** The spec creates a type with its tags at `addtags`. */
  tagType: resource({ entity: tagType, segment: 'tagtype', paths: { create: 'addtags' } }),
  skuTag: resource({ entity: skuTag, segment: 'skutag' }),
  material: resource({ entity: material, segment: 'material' }),
  colourMapping: resource({ entity: colourMapping, segment: 'colormapping', paths: { logs: 'colormapping/logs/:id' } }),
  /** Imported too (`skumapping/template`, `skumapping/import`). */
  skuMapping: resource({ entity: skuMapping, segment: 'skumapping', files: true }),
  packageStandard: resource({ entity: packageStandard, segment: 'packagestandard' }),
  packageSize: resource({ entity: packageSize, segment: 'packagesize', paths: { logs: 'packagesize/log/:id' } }),
  /** 拍摄排期 (ours, routes.tsv's picture management): imported and exported, its screen derived. */
  shootSchedule: resource({
    entity: shootSchedule,
    segment: 'shootschedule',
    files: true,
    batch: 'shootschedule/batch', // 批量拍摄完成, 批量取消…
    screen: { url: '/commodity/picture-management/shoot-schedule' },
  }),
  /** 商品需求 (the spec's `/api/v1/product/demand/...`, whose calls it does not show): imported and exported, its screens derived. */
  demand: resource({ entity: demand, segment: 'demand', files: true, batch: 'demand/batch', screen: { url: '/commodity/information/demand' } }),
  /** 数据采集 (ours: routes.tsv's data-collection, no calls in the spec): links imported and exported, 采集 and 转为需求 beside. */
  collection: resource({
    entity: collection,
    segment: 'collection',
    files: true,
    batch: 'collection/batch',
    screen: { url: '/commodity/information/data-collection' },
  }),
  /**
   * 1688映射: the spec's `alibaba/map/list` and `alibaba/map/export`, ours beside them (create, detail, update, its log,
   * the import and template at `alibaba/map`). Never deleted and no transition route: a mapping is unlinked, with a
   * reason, by `alibaba/map/off` (ALIBABA_MAP_PATHS).
   */
  alibabaMap: resource({
    entity: alibabaMap,
    segment: 'alibaba/map',
    plural: 'alibaba/map/list',
    files: true,
    remove: false,
    transitions: [],
    paths: { export: 'alibaba/map/export', import: 'alibaba/map' },
    screen: { url: '/commodity/information/1688map' },
  }),
};

/** 1688映射's own verbs beside its resource, under the product base, and the screen of its log (1688修改日志). */
export const ALIBABA_MAP_PATHS = { off: 'alibaba/map/off', log: 'alibaba/map/log', logExport: 'alibaba/map/logExport' } as const;
export const ALIBABA_MAP_LOG_SCREEN = '/commodity/information/1688modifylog';
