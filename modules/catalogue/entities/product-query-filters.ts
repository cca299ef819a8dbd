import { enumOf, type Field, reference } from '@entrepot/entity';
import { seasons } from './spu.entity.ts';

// Filters of the SPU and SKU lists beyond their own columns, declared once for the filter bars (the server's
// `product-list-filters.ts` reads the same keys): a SKU by its SPU's brand, developer and season; either by a
// SKU tag. Never columns of the entity: query keys only.
const tag = reference({ label: '标签', to: 'catalogue.tag', filter: 'equal' });

export const skuQueryFields: Record<string, Field> = {
  brand_id: reference({ label: '品牌', to: 'catalogue.brand', filter: 'equal' }),
  developer_id: reference({ label: '开发人员', to: 'admin.staff', filter: 'equal' }),
  season: enumOf({ label: '季节', options: seasons, filter: 'equal' }),
  tag_id: tag,
};

export const spuQueryFields: Record<string, Field> = { tag_id: tag };
