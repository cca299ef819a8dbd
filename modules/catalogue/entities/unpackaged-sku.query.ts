import { createdAt, defineQuery, text } from '@entrepot/entity';
import { packageSize } from './package-size.entity.ts';
import { sku } from './sku.entity.ts';

/** The screen's hash route (routes.tsv). */
export const UNPACKAGED_SCREEN = '/commodity/information/unpackage';

/**
 * 未维护包装 (`unpackage`, export `unpackage/export`; screen unpackage): the SKUs the reader may see that have no
 * package size yet, in code order — what 包装尺寸 still lacks before logistics can quote a parcel.
 */
export const unpackagedSkuList = defineQuery({
  name: 'catalogue.unpackagedSku',
  label: '未维护包装',
  permission: packageSize.permission('read'),
  exportPermission: packageSize.permission('export'),
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({ label: 'SKU编码', max: 40, filter: 'like', sortable: true }),
    name: { ...sku.fields.name },
    spec: { ...sku.fields.spec, filter: undefined },
    spu_code: text({ label: 'SPU编码', max: 40, filter: 'like', sortable: true }),
    status: sku.fields.status,
    weight: { ...sku.fields.weight, filter: undefined },
    created_at: { ...createdAt(), days: true, sortable: true },
  },
});
