import { Button, Modal, Select } from '@arco-design/web-react';
import { BASE, purchaseResources as R, SERVICE, STOP_SALE_SCREEN, task } from '@entrepot/module-purchase/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import type { EntityList, EntityListSlots, EntityRow, OpenedOnArrival } from '@entrepot/web/entity';
import { useState } from 'react';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';
import { ShareTaskButton, showProductionCheck, TaskQuantityTab } from './task-extras.tsx';

const API = `${SERVICE}${BASE}/task`;

interface Plan {
  orders: { supplier_name: string; task_ids: string[]; lines: { sku_code: string; quantity: number }[] }[];
  problems: string[];
}

/** 选择供应商: the suppliers of the task's SKU (the default first); the choice is the task's. */
function SupplierChoice({ row, onDone }: { row: EntityRow; onDone(): void }) {
  const { http } = useArea();
  const [options, setOptions] = useState<{ label: string; value: string }[] | null>(null);
  const [chosen, setChosen] = useState<string | undefined>(row.supplier_id ? String(row.supplier_id) : undefined);
  const open = () =>
    http
      .get<{ id: string; name: string; code: string; is_default: boolean }[]>(`${API}/supplier/search`, { params: { sku_id: row.sku_id } })
      .then((list) => setOptions(list.map((s) => ({ label: `${s.name}（${s.code}）${s.is_default ? ' · 默认' : ''}`, value: s.id }))))
      .catch(() => {});
  return (
    <>
      <Button type="text" size="mini" onClick={open}>
        选择供应商
      </Button>
      <Modal
        title={`选择供应商 · ${row.sku_id_title ?? ''}`}
        visible={options !== null}
        onCancel={() => setOptions(null)}
        okButtonProps={{ disabled: !chosen }}
        onOk={() =>
          http
            .put(`${API}/supplier/order/${row.id}`, { supplier_id: chosen })
            .then(() => {
              setOptions(null);
              onDone();
            })
            .catch(() => {})
        }
      >
        <Select placeholder={options?.length ? '请选择供应商' : '该SKU暂无合作中的供应商'} value={chosen} onChange={setChosen} options={options ?? []} />
      </Modal>
    </>
  );
}
/** Its link's words, for the width of the list's 操作 column. */
SupplierChoice.linkText = '选择供应商';

/**
 * 采购管理 → 采购任务 (`#/purchase/management/task`): the declared list (filters, status bar, export, import), the
 * supplier chosen per task from those that supply its SKU, and 生成采购单: a preview of the orders it makes (one
 * per supplier and warehouse, a SKU's tasks in one line), then the orders, priced from the quotations in force.
 */
export function TaskPage({ opened }: { opened?: OpenedOnArrival }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const makeOrders = async (list: EntityList) => {
    const ids = list.selectedKeys;
    const plan = await http.get<Plan>(`${API}/before/create/order`, { params: { ids: ids.join(',') } });
    if (plan.problems.length) return Modal.warning({ title: '不能生成采购单', content: plan.problems.join('；') });
    Modal.confirm({
      title: `生成 ${plan.orders.length} 个采购单`,
      content: (
        <div>
          {plan.orders.map((o) => (
            <div key={o.task_ids.join()}>{`${o.supplier_name}：${o.lines.map((l) => `${l.sku_code} × ${l.quantity}`).join('，')}`}</div>
          ))}
        </div>
      ),
      onOk: () =>
        http.post<{ code: string }[]>(`${API}/create/order`, { ids }).then((made) => {
          bridge.toast('success', `已生成采购单 ${made.map((m) => m.code).join('、')}（按报价定价）`);
          list.setSelectedKeys([]);
          list.refresh();
        }),
    });
  };
  /** 排雷: the chosen open tasks without a supplier take their SKU's default one. */
  const disposeMines = (list: EntityList) =>
    http
      .post<{ fixed: number; left: string[] }>(`${API}/bombDisposal`, { ids: list.selectedKeys })
      .then((r) => {
        list.refresh();
        if (r.left.length) Modal.warning({ title: `已为 ${r.fixed} 个任务指定默认供应商`, content: r.left.join('；') });
        else bridge.toast('success', `已为 ${r.fixed} 个任务指定默认供应商`);
      })
      .catch(() => {});
  const slots: Omit<EntityListSlots, 'toolbar'> = {
    rowActions: (row, list) => (
      <>
        {row.status === 'open' && can(task.permission('update')) && <SupplierChoice row={row} onDone={list.refresh} />}
        <ShareTaskButton row={row} />
      </>
    ),
    batchActions: (list) => [
      ...(can(task.permission('createOrder')) ? [{ key: 'order', label: '生成采购单', onClick: () => void makeOrders(list).catch(() => {}) }] : []),
      ...(can(task.permission('update')) ? [{ key: 'mines', label: '排雷（补默认供应商）', onClick: () => void disposeMines(list) }] : []),
      { key: 'capacity', label: '产能校验', onClick: () => void showProductionCheck(http, list.selectedKeys) },
    ],
    detail: { tabs: (row) => [{ key: 'quantity', title: '数量记录', content: <TaskQuantityTab row={row} /> }] },
  };
  return (
    <ResourceListPage
      resource={R.task}
      lookups={PURCHASE_LOOKUPS}
      slots={slots}
      opened={opened}
      tools={() => (
        <Button type="text" onClick={() => bridge.openTab(STOP_SALE_SCREEN, { title: '停售记录' })}>
          停售记录
        </Button>
      )}
    />
  );
}
