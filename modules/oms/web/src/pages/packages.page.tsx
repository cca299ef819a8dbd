import { Modal } from '@arco-design/web-react';
import { BASE, OMS_CODES, omsResources as R, SERVICE } from '@entrepot/module-oms/entities';
import { ResourceListPage, useArea, useCan, useScreenTitle } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';
import { useUrlFilters } from '../use-url-filters.ts';
import { OrdersPage } from './orders.page.tsx';
import { EDITABLE, PackageEditDialog, PackageRowActions } from './package-actions.tsx';

/** `/order/package/edit?id=`: the package read, its edit dialog open (or why it cannot be edited). */
function EditOnArrival({ id, onOpen }: { id: string; onOpen: (target: { row: EntityRow }) => void }) {
  const { http, bridge } = useArea();
  useEffect(() => {
    http
      .get<EntityRow>(`${SERVICE}${BASE}/package/${id}`)
      .then((row) =>
        EDITABLE.includes(String(row.status)) ? onOpen({ row }) : bridge.toast('warning', `包裹 ${String(row.code)} 已推送仓库或已结束，不能编辑`),
      )
      .catch(() => {});
  }, [http, bridge, id, onOpen]);
  return null;
}

/**
 * 包裹管理 (`#/order/package/all`, `?id=` opens one): the packages with the status bar of spec 002 §4; 批量操作:
 * 审核 (reserves the stock: 待推送, or 缺货 with the reason), 推送 to the warehouse, 撤销 after a question (the
 * stock goes back, the orders wait again in 待拆分).
 */
export function PackagesPage({ arrival = 'detail' }: { arrival?: 'detail' | 'edit' }) {
  const filters = useUrlFilters();
  const [editing, setEditing] = useState<{ row: EntityRow; list?: EntityList } | null>(null);
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
    <>
      <ResourceListPage
        resource={R.package}
        key={JSON.stringify(filters ?? null)}
        options={filters}
        lookups={OMS_LOOKUPS}
        opened={id && arrival === 'detail' ? { detail: id } : undefined}
        slots={{
          batchActions: batch,
          rowActions: (row, list) => <PackageRowActions row={row} list={list} onEdit={() => setEditing({ row, list })} />,
        }}
      />
      {arrival === 'edit' && id && <EditOnArrival id={id} onOpen={setEditing} />}
      <PackageEditDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** 编辑包裹 (`#/order/package/edit?id=`): the package list with that package's edit dialog open. */
export function PackageEditPage() {
  useScreenTitle('编辑包裹');
  return <PackagesPage arrival="edit" />;
}

/** 新建包裹 (`#/order/package/create`): the orders waiting to be packed — a package is always made from orders. */
export function PackageCreatePage() {
  useScreenTitle('新建包裹');
  return <OrdersPage first={{ status: '2' }} header="选择待拆分的订单：批量操作「生成包裹」按订单生成包裹，或在订单上「拆分」为多个包裹。" />;
}
