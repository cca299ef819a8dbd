import { Alert, Button, Spin } from '@arco-design/web-react';
import type { Resource } from '@entrepot/entity';
import { BASE, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { ResourceListPage, useArea, useCan, useOpenedFromUrl, useScreenTitle as useTitle } from '@entrepot/web/area';
import type { EntityRow, OpenedOnArrival } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';
import { OrderPage } from './order.page.tsx';
import { PlanPage } from './plan.page.tsx';
import { SupplierPage } from './supplier.page.tsx';
import { TaskPage } from './task.page.tsx';

/** `?id=` opens that record's detail: where the palette sends a supplier or a quotation found by its number. */
const useDetailOpened = () => useOpenedFromUrl('detail');

/** A resource's derived list, opening what the URL asks. */
function ListOf({ resource, opened }: { resource: Resource; opened?: OpenedOnArrival }) {
  return <ResourceListPage resource={resource} lookups={PURCHASE_LOOKUPS} opened={opened} />;
}

/** `#/purchase/information/supplierEdit?id=`: the supplier list with that supplier's form open (新增 without an id). */
export function SupplierEditPage() {
  const { id, key, opened } = useOpenedFromUrl('edit');
  useTitle(id ? '编辑供应商' : '新增供应商');
  return <SupplierPage key={key} opened={opened} />;
}

/** `#/purchase/management/orderAdd?id=`: the orders with a new order's form open (that order's form with an id). */
export function OrderAddPage() {
  const { id, key, opened } = useOpenedFromUrl('edit');
  useTitle(id ? '编辑采购单' : '新增采购单');
  return <OrderPage key={key} opened={opened} />;
}

/** `#/purchase/information/noticeAdd`: the notices with a new one's form open. */
export function NoticeAddPage() {
  useTitle('新增公告');
  return <ListOf resource={R.notice} opened={{ create: true }} />;
}

/** `#/purchase/information/noticeDetail?id=`: the notices with that one's detail open. */
export function NoticeDetailPage() {
  useTitle('公告详情');
  const { key, opened } = useDetailOpened();
  return <ListOf key={key} resource={R.notice} opened={opened} />;
}

/** 供应商 (`?id=` opens its detail). */
export function SupplierScreen() {
  const { key, opened } = useDetailOpened();
  return <SupplierPage key={key} opened={opened} />;
}

/** SKU报价 (`?id=` opens its detail). */
export function QuotationScreen() {
  const { key, opened } = useDetailOpened();
  return <ListOf key={key} resource={R.quotation} opened={opened} />;
}

/** 采购单 (`?id=` opens its detail: the palette's target for an order number). */
export function OrderScreen() {
  const { key, opened } = useDetailOpened();
  return <OrderPage key={key} opened={opened} />;
}

/** 计划单 (`?id=` opens its detail: the palette's target for a plan number). */
export function PlanScreen() {
  const { key, opened } = useDetailOpened();
  return <PlanPage key={key} opened={opened} />;
}

/** 采购任务 (`?id=` opens its detail: a plan's line links to its task). */
export function TaskScreen() {
  const { key, opened } = useDetailOpened();
  return <TaskPage key={key} opened={opened} />;
}

/**
 * A resource's list screen (`?id=` opens that record's detail) and the spec's `<list>/add` and `<list>/detail?id=`
 * screens below it: the list with the new record's form, or that record's detail, open.
 */
function listScreens(resource: Resource, label: string) {
  return {
    List() {
      const { key, opened } = useDetailOpened();
      return <ListOf key={key} resource={resource} opened={opened} />;
    },
    Add() {
      useTitle(`新增${label}`);
      return <ListOf resource={resource} opened={{ create: true }} />;
    },
    Detail() {
      useTitle(`${label}详情`);
      const { key, opened } = useDetailOpened();
      return <ListOf key={key} resource={resource} opened={opened} />;
    },
  };
}

/**
 * 扣款计划: `/purchase/paymentProcessing/deductionsPlan`, `…/add` (with `?order_id=`: the form filled from that
 * purchase order — supplier, currency, a line per SKU sent back — and the order's plans named above), `…/detail?id=`.
 */
export const DeductionPlanScreens = { ...listScreens(R.deductionPlan, '扣款计划'), Add: DeductionPlanAdd };

type FromOrder = Record<string, unknown> & { planned?: { code: string; status_label: string; total_amount: string }[] };

function DeductionPlanAdd() {
  useTitle('新增扣款计划');
  const { http } = useArea();
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  const [from, setFrom] = useState<FromOrder | null | undefined>(orderId ? undefined : null);
  useEffect(() => {
    if (orderId) http.get<FromOrder>(`${SERVICE}${BASE}/order/detailToDeduction/${orderId}`).then(setFrom, () => setFrom(null));
  }, [http, orderId]);
  if (from === undefined) return <Spin loading style={{ display: 'block', margin: 48 }} />;
  const { planned = [], ...values } = from ?? {};
  return (
    <ResourceListPage
      key={orderId}
      resource={R.deductionPlan}
      lookups={PURCHASE_LOOKUPS}
      opened={{ create: true, ...(from ? { values } : {}) }}
      header={
        planned.length > 0 && (
          <Alert
            type="warning"
            style={{ marginBottom: 12 }}
            content={`该采购单已有扣款计划：${planned.map((p) => `${p.code}（${p.status_label}，${p.total_amount}）`).join('、')}`}
          />
        )
      }
    />
  );
}
// Finance's screen and code for a payment request made from a plan (routes.tsv `/finance/payment-voucher/apply`).
const REQUEST_FROM_PLAN = '/finance/payment-voucher/apply?plan=';
const REQUEST_CREATE = 'finance.paymentRequest.create';

/** 付款计划's list: a plan 待付款 offers 申请付款 — finance's new payment request filled from it, in its own tab. */
function PaymentPlanList({ opened }: { opened?: OpenedOnArrival }) {
  const { bridge } = useArea();
  const can = useCan();
  const slots = {
    rowActions: (row: EntityRow) =>
      row.status === 'pending' &&
      can(REQUEST_CREATE) && (
        <Button type="text" size="mini" onClick={() => bridge.openTab(`${REQUEST_FROM_PLAN}${row.id}`, { title: '新增付款申请' })}>
          申请付款
        </Button>
      ),
  };
  return <ResourceListPage resource={R.paymentPlan} lookups={PURCHASE_LOOKUPS} opened={opened} slots={slots} />;
}

/** 付款计划: `/purchase/paymentProcessing/paymentPlan`, `…/add`, `…/detail?id=`. */
export const PaymentPlanScreens = {
  ...listScreens(R.paymentPlan, '付款计划'),
  List() {
    const { key, opened } = useDetailOpened();
    return <PaymentPlanList key={key} opened={opened} />;
  },
};
