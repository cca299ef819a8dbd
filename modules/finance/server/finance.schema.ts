import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
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

/** Exported so drizzle-kit creates the schema. */
export const finance = moduleSchema('finance');

// Tables derived from the declarations (../entities).
export const currencies = tableOf(currency);
export const exchangeRates = tableOf(exchangeRate);
export const paymentMethods = tableOf(paymentMethod);
export const subjects = tableOf(subject);
export const banks = tableOf(bank);
export const bankAccounts = tableOf(bankAccount);
export const inputInvoices = tableOf(inputInvoice);
export const inputInvoiceLines = tableOf(inputInvoiceLine);
export const paymentRequests = tableOf(paymentRequest);
export const paymentRequestLines = tableOf(paymentRequestLine);
export const refundOrders = tableOf(refundOrder);
