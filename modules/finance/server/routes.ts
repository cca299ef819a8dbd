// Routes of the finance area under /api-finance: the catalogue's paths (module `finance`) for currencies,
// exchange rates, payment methods, subjects, banks and bank accounts, and our own where it names none
// (README lists which). One line each.
import { ok } from '@entrepot/contract';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import { type EntityService, hiddenFields, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankAccount } from '../entities/index.ts';
import * as lookup from './lookups.ts';
import { rateOn, ratesOn, shanghaiToday } from './rates.ts';
import { bankAccountRules, bankRules, currencyRules, exchangeRateRules, subjectRules } from './rules.ts';
import type { FinanceServices } from './services.ts';
import { financeRoutes } from './writes.ts';

export const FINANCE = '/api/v1/finance';

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
  const currency$ = financeRoutes(services.currency, database, currencyRules(ctx.outbox), ctx.outbox);
  const rate$ = financeRoutes(services.exchangeRate, database, exchangeRateRules(ctx.outbox), ctx.outbox);
  const method$ = financeRoutes(services.paymentMethod, database, {}, ctx.outbox);
  const subject$ = financeRoutes(services.subject, database, subjectRules, ctx.outbox);
  const bank$ = financeRoutes(services.bank, database, bankRules, ctx.outbox);
  const account$ = financeRoutes(services.bankAccount, database, bankAccountRules, ctx.outbox);

  /** The export route of an entity when the server runs file tasks (it does whenever identity is mounted). */
  const exporter = (service: EntityService): Route | undefined => {
    if (!ctx.fileTasks) return undefined;
    ctx.fileTasks.add({ service, registry: services.registry, changes: ctx.outbox });
    return ctx.fileTasks.routes(service.decl.name).export;
  };

  const exchangeSort: Route = {
    config: { permission: services.subject.decl.permission('update') },
    handler: async (r) => {
      const { id, target_id } = parse(sortSwap, r.body);
      if (id === target_id) throw invalid('target_id', '请选择另一个科目');
      const a$ = subject$.access(r);
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

  const rateOfDay = readRoute(async (r) => {
    const q = parse(rateQuery, r.query);
    const day = q.date || shanghaiToday();
    const found = await rateOn(db, q.currency, day);
    if (!found) throw notFound(`${q.currency.toUpperCase()} 在 ${day} 及之前的汇率`);
    return found;
  });
  const ratesOfDay = readRoute(async (r) => ratesOn(db, parse(dayQuery, r.query).date || shanghaiToday()));

  return (app: FastifyInstance) => {
    const f = FINANCE;
    const bind = (path: string, route: Route | undefined) => route && app.get(path, route);

    // 币种 (catalogue: index, create, update/{id}, delete/{id}, lists; ours: detail, enable, disable, logs, export)
    app.get(`${f}/currency/index`, currency$.list);
    app.get(`${f}/currency/detail/:id`, currency$.detail);
    app.post(`${f}/currency/create`, currency$.create);
    app.put(`${f}/currency/update/:id`, currency$.update);
    app.delete(`${f}/currency/delete/:id`, currency$.remove);
    app.post(`${f}/currency/enable/:id`, currency$.transition('enable'));
    app.post(`${f}/currency/disable/:id`, currency$.transition('disable'));
    app.get(`${f}/currency/logs/:id`, currency$.auditTrail);
    app.get(
      `${f}/currency/lists`,
      readRoute(() => lookup.currenciesForSelect(db)),
    );
    bind(`${f}/currency/export`, exporter(services.currency));
    ctx.fileTasks?.mountImport(app, `${f}/currency`, services.currency.decl.name);

    // 汇率 (catalogue: index, create, update/{id}, delete/{id}, lists; ours: detail, rate, logs, export)
    app.get(`${f}/exchange/index`, rate$.list);
    app.get(`${f}/exchange/detail/:id`, rate$.detail);
    app.post(`${f}/exchange/create`, rate$.create);
    app.put(`${f}/exchange/update/:id`, rate$.update);
    app.delete(`${f}/exchange/delete/:id`, rate$.remove);
    app.get(`${f}/exchange/logs/:id`, rate$.auditTrail);
    app.get(`${f}/exchange/lists`, ratesOfDay);
    app.get(`${f}/exchange/rate`, rateOfDay);
    bind(`${f}/exchange/export`, exporter(services.exchangeRate));
    ctx.fileTasks?.mountImport(app, `${f}/exchange`, services.exchangeRate.decl.name);

    // 付款方式 (catalogue: index, create, update/{id}, delete/{id}, lists; ours: detail, enable, disable, logs, export)
    app.get(`${f}/payment/method/index`, method$.list);
    app.get(`${f}/payment/method/detail/:id`, method$.detail);
    app.post(`${f}/payment/method/create`, method$.create);
    app.put(`${f}/payment/method/update/:id`, method$.update);
    app.delete(`${f}/payment/method/delete/:id`, method$.remove);
    app.post(`${f}/payment/method/enable/:id`, method$.transition('enable'));
    app.post(`${f}/payment/method/disable/:id`, method$.transition('disable'));
    app.get(`${f}/payment/method/logs/:id`, method$.auditTrail);
    app.get(
      `${f}/payment/method/lists`,
      readRoute(() => lookup.paymentMethodsForSelect(db)),
    );
    bind(`${f}/payment/method/export`, exporter(services.paymentMethod));
    ctx.fileTasks?.mountImport(app, `${f}/payment/method`, services.paymentMethod.decl.name);

    // 会计科目 (catalogue: index, create, update/{id}, exchangeSort; ours: detail, delete, enable, disable, logs, export)
    app.get(`${f}/subject/index`, subject$.list);
    app.get(`${f}/subject/detail/:id`, subject$.detail);
    app.post(`${f}/subject/create`, subject$.create);
    app.put(`${f}/subject/update/:id`, subject$.update);
    app.put(`${f}/subject/exchangeSort`, exchangeSort);
    app.delete(`${f}/subject/delete/:id`, subject$.remove);
    app.post(`${f}/subject/enable/:id`, subject$.transition('enable'));
    app.post(`${f}/subject/disable/:id`, subject$.transition('disable'));
    app.get(`${f}/subject/logs/:id`, subject$.auditTrail);
    bind(`${f}/subject/export`, exporter(services.subject));
    ctx.fileTasks?.mountImport(app, `${f}/subject`, services.subject.decl.name);

    // 银行 (catalogue: GET, POST, PUT /{id}; ours: detail, delete, enable, disable, logs, export)
    app.get(`${f}/bank`, bank$.list);
    app.post(`${f}/bank`, bank$.create);
    app.get(`${f}/bank/:id`, bank$.detail);
    app.put(`${f}/bank/:id`, bank$.update);
    app.delete(`${f}/bank/:id`, bank$.remove);
    app.post(`${f}/bank/:id/enable`, bank$.transition('enable'));
    app.post(`${f}/bank/:id/disable`, bank$.transition('disable'));
    app.get(`${f}/bank/:id/logs`, bank$.auditTrail);
    bind(`${f}/bank/export`, exporter(services.bank));
    ctx.fileTasks?.mountImport(app, `${f}/bank`, services.bank.decl.name);

    // 银行账户 (catalogue: bank/account GET, POST, PUT /{id}; ours: detail, delete, enable, disable, logs, export)
    app.get(`${f}/bank/account`, account$.list);
    app.post(`${f}/bank/account`, account$.create);
    app.get(`${f}/bank/account/:id`, account$.detail);
    app.put(`${f}/bank/account/:id`, account$.update);
    app.delete(`${f}/bank/account/:id`, account$.remove);
    app.post(`${f}/bank/account/:id/enable`, account$.transition('enable'));
    app.post(`${f}/bank/account/:id/disable`, account$.transition('disable'));
    app.get(`${f}/bank/account/:id/logs`, account$.auditTrail);
    bind(`${f}/bank/account/export`, exporter(services.bankAccount));
    ctx.fileTasks?.mountImport(app, `${f}/bank/account`, services.bankAccount.decl.name);

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
