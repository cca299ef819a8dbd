import { datetime, defineQuery, operationLogFields, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';
import { skuStatus } from './spu-status.ts';

/** 新增 / 修改 / 删除 and the SKU's transitions (停售, 清仓…), by the action the log records. */
export const skuLogActions: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  ...Object.fromEntries(Object.entries(skuStatus.transitions).map(([name, t]) => [name, t.label])),
};

/**
 * 操作日志 (`sku/log` without `id`): every change of every SKU the reader may see, newest first — who, when, which
 * SKU and what (before → after). Read with the SKU read code; the server's source applies the SKU data rules.
 */
export const skuLog = defineQuery({
  name: 'catalogue.skuLog',
  label: 'SKU操作日志',
  permission: sku.permission('read'),
  defaultSort: [{ field: 'at', dir: 'desc' }],
  fields: {
    /** The SKU's code or name (`code=`): searched in both. */
    code: text({ label: 'SKU编码或名称', max: 100, filter: 'like', list: false }),
    at: datetime({ label: '时间' }),
    sku_code: text({ label: 'SKU编码', max: 100 }),
    sku_name: text({ label: '名称', max: 200 }),
    ...operationLogFields(skuLogActions),
    sku_id: text({ label: 'SKU', max: 36, list: false }),
  },
});
