// The purchase area's HTTP surface and screens, declared once: the server mounts these routes
// (server/manifest.ts), the area's pages call them, the menu lists the screens. Change a path here only.
import { defineResource } from '@entrepot/entity';
import { alibabaPeriod } from './alibaba-period.entity.ts';
import { exceptionOrder } from './exception-order.entity.ts';
import { jstGrabItem } from './jst-grab.entity.ts';
import { moq } from './moq.entity.ts';
import { notice } from './notice.entity.ts';
import { order } from './order.entity.ts';
import { deductionPlan, paymentPlan } from './payment-plan.entity.ts';
import { planOrder } from './plan-order.entity.ts';
import { quotation } from './quotation.entity.ts';
import { supplier } from './supplier.entity.ts';
import { supplierSku, supplierSpu } from './supplier-item.entity.ts';
import { supplierStock } from './supplier-stock.entity.ts';
import { task } from './task.entity.ts';

export const SERVICE = '/api-purchase';
export const BASE = '/api/v1/purchase';

const at = { service: SERVICE, base: BASE } as const;
const info = (page: string) => ({ url: `/purchase/information/${page}` });
const management = (page: string) => ({ url: `/purchase/management/${page}` });
const paying = (page: string) => ({ url: `/purchase/paymentProcessing/${page}` });

export const purchaseResources = {
  /** `supplier/index` (GET, and POST with the filters), `create`, `detail|update|delete/{id}`, `updateStatus/{id}`, `export/supplier`. */
  supplier: defineResource({
    ...at,
    entity: supplier,
    segment: 'supplier',
    style: 'index',
    listPost: true,
    setStatus: 'updateStatus',
    paths: { export: 'supplier/export/supplier' },
    screen: info('supplier'),
  }),
  /** 1688账期: `alibaba/period` (list, detail, import, export); the spec's `period*` rows in server/alibaba-periods.ts. */
  alibabaPeriod: defineResource({
    ...at,
    entity: alibabaPeriod,
    segment: 'alibaba/period',
    style: 'rest',
    writes: 'import',
    screen: { ...info('alibaba-period'), menu: '1688账期' },
  }),
  /** `supplier/sku` (list, create), `supplier/sku/{id}`, import, export. */
  supplierSku: defineResource({ ...at, entity: supplierSku, segment: 'supplier/sku', style: 'rest' }),
  supplierSpu: defineResource({ ...at, entity: supplierSpu, segment: 'supplier/spu', style: 'rest' }),
  moq: defineResource({ ...at, entity: moq, segment: 'moq', style: 'rest', screen: { ...info('min-order'), menu: '起订量' } }),
  quotation: defineResource({ ...at, entity: quotation, segment: 'quotation', style: 'rest', screen: { ...info('sku-quotation'), menu: 'SKU报价' } }),
  /** `GET supplierInventory` (and the spec's `supplierInventory/list`), `…/{id}`, export, import (the sheet path). */
  supplierStock: defineResource({
    ...at,
    entity: supplierStock,
    segment: 'supplierInventory',
    style: 'rest',
    screen: { ...info('supplier-stock'), menu: '供应商库存' },
  }),
  /** 供应商抓取: `supplierInventory/grab` (list, detail, export); the grab and generate rows in server/jst-grab.ts. */
  jstGrabItem: defineResource({
    ...at,
    entity: jstGrabItem,
    segment: 'supplierInventory/grab',
    style: 'rest',
    writes: false,
    files: 'export',
    transitions: ['ignore', 'restore'],
    screen: { ...info('supplier-grab'), menu: '供应商抓取' },
  }),
  notice: defineResource({
    ...at,
    entity: notice,
    segment: 'notice',
    style: 'index',
    setStatus: 'status',
    paths: { logs: 'notice/log/:id' },
    screen: info('notice'),
  }),
  /**
   * 采购单: `order/index|create|detail/{id}|update/{id}|delete/{id}|export|import`, `order/submit|invalid/{id}`,
   * `order/withdraw/{id}`, the edit lease `order/getLockBefor|getLock|heartbeat|unLock/{id}`; the spec's batch
   * and closing rows are in server/order-routes.ts.
   */
  /** 扣款计划: `deduction/plan` (list, create), `deduction/plan/{id}` (detail, update, delete), transitions, logs, export. */
  deductionPlan: defineResource({ ...at, entity: deductionPlan, segment: 'deduction/plan', style: 'rest', files: 'export', screen: paying('deductionsPlan') }),
  /** 付款计划: `payment/plan` (list, create), `payment/plan/{id}` (detail, update), transitions, logs, export; never deleted. */
  paymentPlan: defineResource({
    ...at,
    entity: paymentPlan,
    segment: 'payment/plan',
    style: 'rest',
    remove: false,
    files: 'export',
    screen: paying('paymentPlan'),
  }),
  /**
   * 采购异常单: `exception/order/index` (and the spec's `exception/order/list`), `detail|logs/{id}`, the
   * transitions `exception/order/confirm|reject/{id}`, export; made only from the warehouse's exceptions (no
   * create, edit or delete). The spec's posted `process {id, …}` and `approve {ids}` are server/exception-orders.ts.
   */
  exceptionOrder: defineResource({
    ...at,
    entity: exceptionOrder,
    segment: 'exception/order',
    style: 'index',
    writes: false,
    remove: false,
    transitions: ['confirm', 'reject'],
    files: 'export',
    screen: { url: '/purchase/abnormal/exceptionHandling', menu: '采购异常单' },
  }),
  order: defineResource({
    ...at,
    entity: order,
    segment: 'order',
    style: 'index',
    transitions: ['submit', 'invalid'],
    screen: { ...management('order'), menu: '采购单' },
  }),
  /**
   * 计划单: `planOrder/index|create|detail/{id}|update/{id}|delete/{id}|export|import`, `planOrder/submit|invalid/{id}`,
   * `planOrder/withdraw/{id}`; the spec's line, MOQ, sync, sales and batch rows are in server/plan-order-routes.ts.
   */
  planOrder: defineResource({
    ...at,
    entity: planOrder,
    segment: 'planOrder',
    style: 'index',
    transitions: ['submit', 'invalid'],
    screen: { ...management('plan'), menu: '计划单' },
  }),
  /**
   * 采购任务: `task/list` (and `task`), `task/create`, `task/{id}`, `task/export`, the transitions; the spec's
   * supplier choice, order making, quantity and remark rows are in server/task-routes.ts.
   */
  task: defineResource({
    ...at,
    entity: task,
    segment: 'task',
    style: 'rest',
    transitions: ['stopSale', 'cancel', 'reopen'],
    paths: { create: 'task/create' },
    screen: { ...management('task'), menu: '采购任务' },
  }),
};
