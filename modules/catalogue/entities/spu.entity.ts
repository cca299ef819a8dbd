import { children, code, createdAt, defineEntity, enumOf, images, reference, richText, status, text } from '@entrepot/entity';
import { spuOption } from './spu-option.entity.ts';
import { spuStatus } from './spu-status.ts';

export const seasons = [
  { value: 'spring', label: '春季' },
  { value: 'summer', label: '夏季' },
  { value: 'autumn', label: '秋季' },
  { value: 'winter', label: '冬季' },
  { value: 'all', label: '四季' },
] as const;

/** SPU codes: letters then digits (TS001), the stem of every SKU code. */
export const spuCodePattern = /^[A-Z][A-Z0-9]{1,15}$/;

/** A style (standard product unit): what the developer designs; its variant dimensions make its SKUs. */
export const spu = defineEntity({
  name: 'catalogue.spu',
  table: 'catalogue.spus',
  label: 'SPU',
  titleField: 'name',
  naturalKey: ['code'],
  scopes: { owner: 'developer_id' },
  // Deleted only while 开发中, with its SKUs (their `spu_id` cascades); an SPU that was sold is retired.
  deletableIn: { states: ['developing'], instead: 'retire' },
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: 'SPU编码', max: 16, pattern: 'SP{seq:5}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '中文名称', max: 100, required: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 200, filter: 'like' }),
    brand_id: reference({
      label: '品牌',
      to: 'catalogue.brand',
      filter: 'equal',
      activeOnly: true,
      onDelete: 'restrict',
      inUse: '该品牌已被SPU使用，不能删除，请停用',
    }),
    category_id: reference({ label: '分类', to: 'catalogue.category', required: true, filter: 'equal' }),
    developer_id: reference({ label: '开发人员', to: 'admin.staff', filter: 'equal' }),
    season: enumOf({ label: '季节', options: seasons, filter: 'equal' }),
    status: status({ label: '状态', machine: spuStatus, filter: 'equal' }),
    created_at: createdAt(),
    images: images({ label: '图片', max: 10 }),
    description: richText({ label: '商品描述' }),
    options: children({ label: '规格', entity: spuOption, foreignKey: 'spu_id', orderBy: 'position', max: 60 }),
  },
});
