import { Modal } from '@arco-design/web-react';
import { OMS_CODES, omsResources as R } from '@entrepot/module-oms/entities';
import { ResourceListPage, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { useSearch } from 'wouter';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';
import { useUrlFilters } from '../use-url-filters.ts';

/**
 * 包裹管理 (`#/order/package/all`, `?id=` opens one): the packages with the status bar of spec 002 §4; 批量操作:
 * 审核 (reserves the stock: 待推送, or 缺货 with the reason), 推送 to the warehouse, 撤销 after a question (the
 * stock goes back, the orders wait again in 待拆分).
 */
export function PackagesPage() {
  const filters = useUrlFilters();
  const can = useCan();
  const command = useCommand();
  const id = new URLSearchParams(useSearch()).get('id');
  const batch = (list: EntityList) => {
    const ids = list.selectedKeys;
    const none = ids.length === 0;
    return [
      ...(can(OMS_CODES.audit)
        ? [
            {
              key: 'audit',
              label: '审核',
              disabled: none,
              onClick: () =>
                void command<{ allocated: number; short: number }>(
                  'packages/audit',
                  { ids },
                  list,
                  (a) => `已审核：${a.allocated} 个待推送，${a.short} 个缺货`,
                ),
            },
          ]
        : []),
      ...(can(OMS_CODES.push)
        ? [
            {
              key: 'push',
              label: '推送仓库',
              disabled: none,
              onClick: () =>
                void command<{ pushed: number; failed: number }>('packages/push', { ids }, list, (a) => `已推送 ${a.pushed} 个，失败 ${a.failed} 个`),
            },
          ]
        : []),
      ...(can(OMS_CODES.cancel)
        ? [
            {
              key: 'cancel',
              label: '撤销包裹',
              disabled: none,
              onClick: () =>
                Modal.confirm({
                  title: '撤销包裹',
                  content: `确定撤销选中的 ${ids.length} 个包裹吗？已占用的库存将释放，订单回到待拆分。`,
                  onOk: () => command<{ cancelled: number }>('packages/cancel', { ids }, list, (a) => `已撤销 ${a.cancelled} 个包裹`),
                }),
            },
          ]
        : []),
    ];
  };
  return (
    <ResourceListPage
      resource={R.package}
      key={JSON.stringify(filters ?? null)}
      options={filters}
      lookups={OMS_LOOKUPS}
      opened={id ? { detail: id } : undefined}
      slots={{ batchActions: batch }}
    />
  );
}
