// The finance area's HTTP surface and screens, declared once: the server mounts these routes, the area's pages
// call these URLs, the menu lists these screens. Catalogue paths where it names them (README: Routes).
import { defineResource, type ResourceOptions } from '@entrepot/entity';
import { bank } from './bank.entity.ts';
import { bankAccount } from './bank-account.entity.ts';
import { currency } from './currency.entity.ts';
import { exchangeRate } from './exchange-rate.entity.ts';
import { inputInvoice } from './input-invoice.entity.ts';
import { paymentMethod } from './payment-method.entity.ts';
import { paymentRequest } from './payment-request.entity.ts';
import { refundOrder } from './refund-order.entity.ts';
import { subject } from './subject.entity.ts';

export const SERVICE = '/api-finance';
export const BASE = '/api/v1/finance';

const at = { service: SERVICE, base: BASE } as const;
/** 财务资料 (`/finance/information`, a group in routes.tsv); the screens' paths below it are ours. */
const screen = (path: string) => ({ url: `/finance/information/${path}` });
const resource = <O extends Omit<ResourceOptions, 'service' | 'base'>>(o: O) => defineResource({ ...at, ...o });

export const financeResources = {
  /** catalogue: currency/index, create, update/{id}, delete/{id}, lists */
  currency: resource({ entity: currency, segment: 'currency', style: 'index', screen: screen('currency') }),
  /** catalogue: exchange/index, create, update/{id}, delete/{id}, lists */
  exchangeRate: resource({ entity: exchangeRate, segment: 'exchange', style: 'index', screen: screen('exchange-rate') }),
  /** catalogue: payment/method/index, create, update/{id}, delete/{id}, lists */
  paymentMethod: resource({ entity: paymentMethod, segment: 'payment/method', style: 'index', batch: true, screen: screen('payment-method') }),
  /** catalogue: subject/index, create, update/{id}, exchangeSort */
  subject: resource({ entity: subject, segment: 'subject', style: 'index', batch: true, screen: screen('subject') }),
  /** catalogue: GET, POST, PUT bank/{id} */
  bank: resource({ entity: bank, segment: 'bank', style: 'rest', batch: true, screen: screen('bank') }),
  /** catalogue: GET, POST, PUT bank/account/{id} */
  bankAccount: resource({ entity: bankAccount, segment: 'bank/account', style: 'rest', batch: true, screen: screen('bank-account') }),
};

/** 发票管理 (`/finance/invoice`, a group in routes.tsv): 进项发票 at the catalogue's `input/invoice…` paths. */
export const invoiceResources = {
  /**
   * catalogue: GET input/invoices, POST input/invoice, GET and PUT input/invoice/{id}, GET input/invoice/export;
   * its `batch/delete` and `batch/confirm` are bound beside (server/routes.ts); ours: one invoice's 确认入账 / 作废,
   * the batch of transitions, the log.
   */
  inputInvoice: resource({
    entity: inputInvoice,
    segment: 'input/invoice',
    plural: 'input/invoices',
    style: 'rest',
    files: 'export',
    paths: { export: 'input/invoice/export' },
    batch: true,
    screen: { url: '/finance/invoice/input' },
  }),
};

/** 付款管理 (`/finance/payment-voucher`, a group in routes.tsv): 付款申请 and 退款单 at the catalogue's paths. */
export const paymentResources = {
  /**
   * catalogue: POST payment/request/create, GET payment/request/{id}, GET payment/request/export; its GET `list`,
   * `{ids}` DELETE, `update/obsolete`, `requests/batch/payment` and `approve/users` are bound beside
   * (server/routes.ts); ours: the edit (PUT /{id}), submit and withdraw, one request's transitions, the log.
   */
  paymentRequest: resource({
    entity: paymentRequest,
    segment: 'payment/request',
    style: 'rest',
    files: 'export',
    paths: { create: 'payment/request/create' },
    batch: true,
    screen: { url: '/finance/payment-voucher/apply' },
  }),
  /**
   * 退款单: GET refund/order/list, GET and PUT refund/order/{id}, POST refund/order/create, GET refund/order/export;
   * its `{ids}` DELETE and `confirm` are bound beside (server/payment-routes.ts); ours: one refund's 确认到账, the
   * list's 批量, the log.
   */
  refundOrder: resource({
    entity: refundOrder,
    segment: 'refund/order',
    style: 'rest',
    files: 'export',
    paths: { create: 'refund/order/create' },
    batch: true,
    screen: { url: '/finance/payment-voucher/refund' },
  }),
};
