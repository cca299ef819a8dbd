import { company, role } from '@entrepot/hub-server/entities';
import { order, paymentPlan, supplier } from '@entrepot/module-purchase';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import {
  bank,
  bankAccount,
  currency,
  exchangeRate,
  inputInvoice,
  inputInvoiceLine,
  paymentMethod,
  paymentRequest,
  paymentRequestLine,
  refundOrder,
  subject,
} from '../entities/index.ts';
import {
  bankAccounts,
  banks,
  currencies,
  exchangeRates,
  inputInvoiceLines,
  inputInvoices,
  paymentMethods,
  paymentRequestLines,
  paymentRequests,
  refundOrders,
  subjects,
} from './finance.schema.ts';

// Identity's tables, addressed to show company names and (seed) to grant the demo 财务 role its codes.
// Built here from the public declarations (hub-server exports no schema); not a *.schema.ts, so no migration sees them.
export const companyTable = tableOf(company);
export const roleTable = tableOf(role);
/** Purchasing's suppliers, titled on an input invoice and a payment request. */
const supplierTable = tableOf(supplier);
/** Purchasing's orders, titled on a refund, and payment plans, on a payment request. */
const orderTable = tableOf(order);
export const paymentPlanTable = tableOf(paymentPlan);

/** The derived services of the finance entities, sharing one registry so references show titles. */
export function financeServices() {
  return servicesOf(
    {
      currency: [currency, currencies],
      exchangeRate: [exchangeRate, exchangeRates],
      paymentMethod: [paymentMethod, paymentMethods],
      subject: [subject, subjects],
      bank: [bank, banks],
      bankAccount: [bankAccount, bankAccounts],
      inputInvoice: [inputInvoice, inputInvoices],
      inputInvoiceLine: [inputInvoiceLine, inputInvoiceLines],
      paymentRequest: [paymentRequest, paymentRequests],
      paymentRequestLine: [paymentRequestLine, paymentRequestLines],
      refundOrder: [refundOrder, refundOrders],
    },
    [
      [company, companyTable],
      [supplier, supplierTable],
      [order, orderTable],
      [paymentPlan, paymentPlanTable],
    ],
  );
}

export type FinanceServices = ReturnType<typeof financeServices>;
