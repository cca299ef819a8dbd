import { Alert, Button } from '@arco-design/web-react';
import type { Resource } from '@entrepot/entity';
import { OMS_CODES, type order, omsResources as R } from '@entrepot/module-oms/entities';
import { MissingRecord, ResourceListPage, useCan, useScreenTitle } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';
import { useUrlFilters } from '../use-url-filters.ts';
import { SplitModal } from './split-modal.tsx';

type Moved = { moved: number; packages?: string[] };
const packagesSaid = (a: { packages?: string[] }) => `已生成 ${a.packages?.length ?? 0} 个包裹`;

/**
 * 订单管理 (`#/order/management/all`, `?id=` opens one): the derived list with the status bar of spec 002 §4 and 手工
 * 订单 as 新增; 批量操作 runs the order commands on the selected orders (重新检查, 清除异常, 合并, 不合并, 生成包裹),
 * 拆分 splits one order into packages; 拦截 and 取消 are the declared transitions. The same page lists one platform's
 * orders (`/order/platform/amazon|walmart|standalone`, their resource bound to the platform), and opens one order
 * on arrival at `/order/management/detail?id=` and `/order/management/edit?id=` (OrderArrivalPage).
 */
export function OrdersPage({
  resource = R.order,
  arrival = 'detail',
  first,
  header,
}: {
  resource?: Resource<typeof order>;
  arrival?: 'detail' | 'edit';
  /** The list's first filters when the address gives none (新建包裹: 待拆分). */
  first?: Record<string, string>;
  header?: string;
}) {
  const fromUrl = useUrlFilters();
  const filters = fromUrl ?? (first ? { initialFilters: first } : undefined);
  const can = useCan();
  const command = useCommand();
  const id = new URLSearchParams(useSearch()).get('id');
  const [splitting, setSplitting] = useState<{ row: EntityRow; list: EntityList } | null>(null);
  const handles = can(OMS_CODES.handle);
  const batch = (list: EntityList) => {
    const ids = list.selectedKeys;
    const on = (path: string, said: (a: Moved) => string) => () => void command<Moved>(`orders/${path}`, { ids }, list, said);
    return handles
      ? [
          { key: 'recheck', label: '重新检查', disabled: ids.length === 0, onClick: on('recheck', (a) => `已重新检查 ${a.moved} 个订单`) },
          { key: 'clear', label: '清除异常', disabled: ids.length === 0, onClick: on('clear', (a) => `已放行 ${a.moved} 个订单，${packagesSaid(a)}`) },
          { key: 'merge', label: '合并', disabled: ids.length < 2, onClick: on('merge', () => '已合并为一个包裹') },
          { key: 'keep-apart', label: '不合并', disabled: ids.length === 0, onClick: on('keep-apart', packagesSaid) },
          { key: 'pack', label: '生成包裹', disabled: ids.length === 0, onClick: on('pack', packagesSaid) },
        ]
      : [];
  };
  return (
    <>
      <ResourceListPage
        resource={resource}
        options={filters}
        key={JSON.stringify(filters ?? null)}
        header={header ? <Alert type="info" content={header} style={{ marginBottom: 12 }} /> : undefined}
        lookups={OMS_LOOKUPS}
        opened={id ? (arrival === 'edit' ? { edit: id } : { detail: id }) : undefined}
        slots={{
          batchActions: batch,
          rowActions: (row, list) =>
            handles && (row.status === '2' || row.status === '11') ? (
              <Button type="text" size="mini" onClick={() => setSplitting({ row, list })}>
                拆分
              </Button>
            ) : null,
        }}
      />
      <SplitModal target={splitting} onClose={() => setSplitting(null)} />
    </>
  );
}

/** `/order/management/detail?id=` and `…/edit?id=`: the order list with that order open; without an id, what is missing. */
export function OrderArrivalPage({ arrival }: { arrival: 'detail' | 'edit' }) {
  const id = new URLSearchParams(useSearch()).get('id');
  useScreenTitle(arrival === 'edit' ? '编辑订单' : '订单详情');
  if (!id) return <MissingRecord what="订单" listPath={R.order.screen!.url} listName="订单管理" />;
  return <OrdersPage arrival={arrival} />;
}
