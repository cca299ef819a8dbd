import { organization, staff } from '@entrepot/hub-server/entities';
import { sku, spu } from '@entrepot/module-catalogue';
import { currency } from '@entrepot/module-finance';
import { warehouse } from '@entrepot/module-wms';
import { servicesOf, tableOf, type WriteRules } from '@entrepot/server-kit/entity';
import {
  alibabaPeriod,
  alibabaPeriodBill,
  deductionPlan,
  deductionPlanLine,
  exceptionOrder,
  jstGrabItem,
  jstGrabSku,
  moq,
  notice,
  order,
  orderLine,
  paymentPlan,
  planOrder,
  planOrderLine,
  purchaseSettings,
  quotation,
  quotationBreak,
  supplier,
  supplierAccount,
  supplierContact,
  supplierSku,
  supplierSpu,
  supplierStock,
  task,
} from '../entities/index.ts';
import * as t from './purchase.schema.ts';
import { purchaseRules } from './rules.ts';

// Other modules' records the purchase entities name, addressed only for their titles (SKU code, currency,
// buyer): built here from their public declarations, outside any *.schema.ts, so no migration sees them.
const titlesOnly = [sku, spu, currency, staff, warehouse, organization].map((decl) => [decl, tableOf(decl)] as const);

/** The derived services of the purchase entities with their write rules, sharing one registry so references show titles. */
export function purchaseServices() {
  const services = servicesOf(
    {
      supplier: [supplier, t.suppliers],
      supplierContact: [supplierContact, t.supplierContacts],
      supplierAccount: [supplierAccount, t.supplierAccounts],
      supplierSku: [supplierSku, t.supplierSkus],
      supplierSpu: [supplierSpu, t.supplierSpus],
      moq: [moq, t.moqs],
      quotation: [quotation, t.quotations],
      quotationBreak: [quotationBreak, t.quotationBreaks],
      notice: [notice, t.notices],
      order: [order, t.orders],
      orderLine: [orderLine, t.orderLines],
      task: [task, t.tasks],
      settings: [purchaseSettings, t.settings],
      supplierStock: [supplierStock, t.supplierStocks],
      exceptionOrder: [exceptionOrder, t.exceptionOrders],
      deductionPlan: [deductionPlan, t.deductionPlans],
      deductionPlanLine: [deductionPlanLine, t.deductionPlanLines],
      paymentPlan: [paymentPlan, t.paymentPlans],
      planOrder: [planOrder, t.planOrders],
      planOrderLine: [planOrderLine, t.planOrderLines],
      alibabaPeriod: [alibabaPeriod, t.alibabaPeriods],
      alibabaPeriodBill: [alibabaPeriodBill, t.alibabaPeriodBills],
      jstGrabItem: [jstGrabItem, t.jstGrabItems],
      jstGrabSku: [jstGrabSku, t.jstGrabSkus],
    },
    titlesOnly,
  );
  const rules = purchaseRules(services);
  // each key's rules are typed by its own entity's declaration (RulesOf)
  for (const key of Object.keys(rules) as (keyof typeof rules)[]) services[key].withRules(rules[key] as WriteRules);
  return services;
}

export type PurchaseServices = ReturnType<typeof purchaseServices>;
