import { Modal } from '@arco-design/web-react';
import { OMS_CODES, order, omsResources as R } from '@entrepot/module-oms/entities';
import { ResourceListPage, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';

/** The order as this list shows it: the platform's refusal, the tries and the last one's time beside the order. */
const failedOrder = {
  ...order,
  fields: {
    ...order.fields,
    mark_error: { ...order.fields.mark_error, list: true },
    mark_attempts: { ...order.fields.mark_attempts, list: true },
  },
};

/**
 * 标记失败 (`#/order/management/mark-fail`): shipped orders whose platform refused to be told so (or could not be
 * reached), with the platform's words and how often it was tried; 批量操作 重新标记 (now, through the platform) and
 * 已手工标记 (done in the platform's own back office, after a question). A marked order leaves the list.
 */
export function MarkFailPage() {
  const can = useCan();
  const command = useCommand();
  const batch = (list: EntityList) => {
    const ids = list.selectedKeys;
    if (!can(OMS_CODES.handle)) return [];
    return [
      {
        key: 'mark',
        label: '重新标记',
        disabled: ids.length === 0,
        onClick: () => void command<{ marked: number; failed: number }>('orders/mark', { ids }, list, (a) => `已标记 ${a.marked} 个，仍失败 ${a.failed} 个`),
      },
      {
        key: 'manual',
        label: '已手工标记',
        disabled: ids.length === 0,
        onClick: () =>
          Modal.confirm({
            title: '已手工标记',
            content: `确认选中的 ${ids.length} 个订单已在平台后台手工标记发货？确认后不再自动标记。`,
            onOk: () => command<{ settled: number }>('orders/mark-manual', { ids }, list, (a) => `已确认 ${a.settled} 个订单手工标记`),
          }),
      },
    ];
  };
  return <ResourceListPage resource={R.markFail} entity={failedOrder} lookups={OMS_LOOKUPS} slots={{ batchActions: batch }} />;
}
