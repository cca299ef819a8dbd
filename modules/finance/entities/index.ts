// The finance area's entities: pure declarations, read by the server (tables, routes) and the area app.
export { bank } from './bank.entity.ts';
export { bankAccount } from './bank-account.entity.ts';
export { currency, currencyStatus } from './currency.entity.ts';
export { exchangeRate } from './exchange-rate.entity.ts';
export { inputInvoice, inputInvoiceLifecycle, inputInvoiceLine, invoiceTypes } from './input-invoice.entity.ts';
export { paymentMethod } from './payment-method.entity.ts';
export { paymentRequest, paymentRequestLifecycle, paymentRequestLine } from './payment-request.entity.ts';
export { refundOrder, refundOrderLifecycle, refundTypes } from './refund-order.entity.ts';
export { BASE, financeResources, invoiceResources, paymentResources, SERVICE } from './resources.ts';
export { subject, subjectCategories } from './subject.entity.ts';
