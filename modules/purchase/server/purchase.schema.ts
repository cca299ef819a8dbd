import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
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
  replenishmentSetting,
  supplier,
  supplierAccount,
  supplierContact,
  supplierSku,
  supplierSpu,
  supplierStock,
  task,
} from '../entities/index.ts';

/** Exported so drizzle-kit creates the schema (`pnpm db:regenerate` writes the migration). */
export const purchase = moduleSchema('purchase');

// Tables derived from the declarations (../entities).
export const suppliers = tableOf(supplier);
export const alibabaPeriods = tableOf(alibabaPeriod);
export const alibabaPeriodBills = tableOf(alibabaPeriodBill);
export const supplierContacts = tableOf(supplierContact);
export const supplierAccounts = tableOf(supplierAccount);
export const supplierSkus = tableOf(supplierSku);
export const supplierSpus = tableOf(supplierSpu);
export const moqs = tableOf(moq);
export const jstGrabItems = tableOf(jstGrabItem);
export const jstGrabSkus = tableOf(jstGrabSku);
export const quotations = tableOf(quotation);
export const quotationBreaks = tableOf(quotationBreak);
export const notices = tableOf(notice);
export const settings = tableOf(purchaseSettings);
export const replenishmentSettings = tableOf(replenishmentSetting);
export const supplierStocks = tableOf(supplierStock);
export const orders = tableOf(order);
export const orderLines = tableOf(orderLine);
export const tasks = tableOf(task);
export const exceptionOrders = tableOf(exceptionOrder);
export const deductionPlans = tableOf(deductionPlan);
export const deductionPlanLines = tableOf(deductionPlanLine);
export const paymentPlans = tableOf(paymentPlan);
export const planOrders = tableOf(planOrder);
export const planOrderLines = tableOf(planOrderLine);
