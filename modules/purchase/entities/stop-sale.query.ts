import { datetime, defineQuery, enumOf, quantity, text } from '@entrepot/entity';
import { taskLifecycle } from './task.entity.ts';

const taskStates = Object.entries(taskLifecycle.states).map(([value, s]) => ({ value, label: s.label }));

/** The screen's hash route (routes.tsv). */
export const STOP_SALE_SCREEN = '/purchase/abnormal/stopsale';

/**
 * 停售记录 (`task/stopsalelogindex`, screen stopsale): each purchase task stopped because its SKU stopped
 * selling — the task, its SKU and quantity, the task's state now, who stopped it and when — read from the
 * operation log within the reader's data rules on tasks. Export: `task/stopsalelogexport` (a file task).
 */
export const stopSaleLog = defineQuery({
  name: 'purchase.stopSaleLog',
  label: '停售记录',
  permission: 'purchase.task.read',
  defaultSort: [{ field: 'at', dir: 'desc' }],
  fields: {
    code: text({ label: '任务编号', max: 20, filter: 'like', sortable: true }),
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    quantity: quantity({ label: '需采购数量' }),
    status: enumOf({ label: '当前状态', options: taskStates, filter: 'equal' }),
    user_name: text({ label: '操作人', max: 50, filter: 'like' }),
    at: datetime({ label: '停售时间', filter: 'range', sortable: true }),
  },
});
