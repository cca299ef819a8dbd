// Routes of the finance area under /api-finance: the declared resources (../entities/resources.ts: the
// catalogue's paths for currencies, exchange rates, payment methods, subjects, banks and bank accounts, ours
// where it names none) and beside them the catalogue's selects and the subjects' sort swap (README lists which).
import { ok } from '@entrepot/contract';
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import { hiddenFields, type Route, readRoute, withTransition } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankAccount, BASE as FINANCE, invoiceResources, paymentResources, financeResources as R } from '../entities/index.ts';
import { inputInvoiceRules } from './input-invoice-rules.ts';
import * as lookup from './lookups.ts';
import { paymentRequestRules } from './payment-request-rules.ts';
import { paymentRequestRoutes } from './payment-routes.ts';
import { rateOn, ratesOn, shanghaiToday } from './rates.ts';
import { refundOrderRules } from './refund-order-rules.ts';
import { bankAccountRules, currencyRules, exchangeRateRules, subjectRules } from './rules.ts';
import type { FinanceServices } from './services.ts';

export { FINANCE };

const dayQuery = z.object({ date: z.string().optional() });
const rateQuery = z.object({
  currency: z.string('请选择币种').min(1, '请选择币种'),
  date: z.string().optional(),
});
const sortSwap = z.strictObject({ id: z.uuid('请选择科目'), target_id: z.uuid('请选择要交换排序的科目') });
const accountQuery = z.object({ currency: z.string().optional() });

export function financeRouteTable(ctx: ModuleContext, services: FinanceServices) {
  const { database } = ctx;
  const db = database.db;

  const rateOfDay = readRoute(async (r) => {
    const q = parse(rateQuery, r.query);
    const day = q.date || shanghaiToday();
    const found = await rateOn(db, q.currency, day);
    if (!found) throw notFound(`${q.currency.toUpperCase()} 在 ${day} 及之前的汇率`);
    return found;
  });
  const ratesOfDay = readRoute(async (r) => ratesOn(db, parse(dayQuery, r.query).date || shanghaiToday()));

  return (app: FastifyInstance) => {
    const $ = mountResources(app, ctx, services.registry, {
      // The engine announces `finance.currency.changed`; the rate's rules add its day and rate to the same shape.
      currency: { resource: R.currency, service: services.currency, rules: currencyRules() },
      exchangeRate: { resource: R.exchangeRate, service: services.exchangeRate, rules: exchangeRateRules(ctx.outbox), announce: false },
      paymentMethod: { resource: R.paymentMethod, service: services.paymentMethod },
      subject: { resource: R.subject, service: services.subject, rules: subjectRules },
      bank: { resource: R.bank, service: services.bank },
      bankAccount: { resource: R.bankAccount, service: services.bankAccount, rules: bankAccountRules },
      inputInvoice: { resource: invoiceResources.inputInvoice, service: services.inputInvoice, rules: inputInvoiceRules(ctx.outbox) },
      paymentRequest: { resource: paymentResources.paymentRequest, service: services.paymentRequest, rules: paymentRequestRules(ctx.outbox) },
      refundOrder: { resource: paymentResources.refundOrder, service: services.refundOrder, rules: refundOrderRules(ctx.outbox) },
    });
    paymentRequestRoutes(app, ctx, services, $);
    // 进项发票's batch rows as the catalogue spells them: `{ids}` deleted (drafts), `{ids}` booked (确认入账).
    app.delete(`${FINANCE}/input/invoice/batch/delete`, $.inputInvoice.removeMany);
    app.post(`${FINANCE}/input/invoice/batch/confirm`, withTransition($.inputInvoice.transitionMany(['confirm']), 'confirm'));

    /** 会计科目 exchangeSort: two subjects swap their places in one transaction. */
    const exchangeSort: Route = {
      config: { permission: services.subject.decl.permission('update') },
      handler: async (r) => {
        const { id, target_id } = parse(sortSwap, r.body);
        if (id === target_id) throw invalid('target_id', '请选择另一个科目');
        const a$ = $.subject.access(r);
        const actor = { id: requestUser(r).id, name: requestUser(r).name };
        const rows = await database.tx(async (tx) => {
          const [a, b] = [await services.subject.find(tx, id, a$.scope), await services.subject.find(tx, target_id, a$.scope)];
          if (!a || !b) throw notFound('会计科目');
          return [
            await services.subject.update(tx, id, { sort: b.sort ?? null }, actor, { scope: a$.scope }),
            await services.subject.update(tx, target_id, { sort: a.sort ?? null }, actor, { scope: a$.scope }),
          ];
        });
        return ok(rows.map(a$.redact));
      },
    };

    const f = FINANCE;
    app.put(`${f}/subject/exchangeSort`, exchangeSort);
    // The catalogue's selects (`…/lists`) and the exchange rate of a day.
    app.get(
      `${f}/currency/lists`,
      readRoute(() => lookup.currenciesForSelect(db)),
    );
    app.get(`${f}/exchange/lists`, ratesOfDay);
    app.get(`${f}/exchange/rate`, rateOfDay);
    app.get(
      `${f}/payment/method/lists`,
      readRoute(() => lookup.paymentMethodsForSelect(db)),
    );

    // Open lookups (catalogue; open/company/all is ours): any signed-in user, enabled records only.
    app.get(
      `${f}/open/subject/all`,
      readRoute(() => lookup.subjectsForSelect(db)),
    );
    app.get(
      `${f}/open/payment/method/all`,
      readRoute(() => lookup.paymentMethodsForSelect(db)),
    );
    app.get(
      `${f}/open/bank/all`,
      readRoute(() => lookup.banksForSelect(db)),
    );
    app.get(
      `${f}/open/account/all`,
      readRoute(async (r) =>
        lookup.bankAccountsForSelect(db, parse(accountQuery, r.query).currency?.toUpperCase() || undefined, hiddenFields(bankAccount, requestUser(r).access)),
      ),
    );
    app.get(`${f}/open/exchange/all`, ratesOfDay);
    app.get(
      `${f}/open/company/all`,
      readRoute(() => lookup.companiesForSelect(db)),
    );
  };
}
