import { operationLogQuery, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/**
 * 操作日志 (`sku/log` without `id`): every change of every SKU the reader may see, newest first — who, when, which
 * SKU and what (before → after); 新增 / 修改 / 删除 and the SKU's transitions (停售, 清仓…). Read with the SKU read
 * code; the server's source applies the SKU data rules.
 */
export const skuLog = operationLogQuery({
  name: 'catalogue.skuLog',
  label: 'SKU操作日志',
  of: sku,
  fields: {
    /** The SKU's code or name (`code=`): searched in both. */
    code: text({ label: 'SKU编码或名称', max: 100, filter: 'like', list: false }),
    sku_code: text({ label: 'SKU编码', max: 100 }),
    sku_name: text({ label: '名称', max: 200 }),
    sku_id: text({ label: 'SKU', max: 36, list: false }),
  },
});
