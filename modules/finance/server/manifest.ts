import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleManifest } from '@entrepot/hub-server/module';
import { financeEvents } from '../domain/events.ts';
import { bank, bankAccount, currency, exchangeRate, paymentMethod, subject } from '../entities/index.ts';
import { financeRouteTable } from './routes.ts';
import { financeServices } from './services.ts';

/** The screens of 财务资料 (`/finance/information`, a group in routes.tsv; the screen paths are ours). */
const screen = (name: string, path: string, permission: string): MenuDecl => ({ name, url: `/finance/information/${path}`, area: 'finance', permission });

export const financeMenus: MenuDecl[] = [
  {
    name: '财务管理',
    icon: 'book',
    children: [
      {
        name: '财务资料',
        children: [
          screen('币种', 'currency', currency.permission('read')),
          screen('汇率', 'exchange-rate', exchangeRate.permission('read')),
          screen('付款方式', 'payment-method', paymentMethod.permission('read')),
          screen('会计科目', 'subject', subject.permission('read')),
          screen('银行', 'bank', bank.permission('read')),
          screen('银行账户', 'bank-account', bankAccount.permission('read')),
        ],
      },
    ],
  },
];

export const financeEntities = [currency, exchangeRate, paymentMethod, subject, bank, bankAccount];

// Finance master data (issue 7 §1 "Money") at the catalogue's /api-finance paths, with the screens of 财务资料.
export const manifest: ModuleManifest = {
  name: 'finance',
  services: {
    '/api-finance': (app, ctx) => financeRouteTable(ctx, financeServices())(app),
  },
  menus: financeMenus,
  lookups: [
    { name: 'currencies', label: '币种', url: '/api-finance/api/v1/finance/currency/lists', events: [financeEvents.currencyChanged] },
    { name: 'finance-subjects', label: '会计科目', url: '/api-finance/api/v1/finance/open/subject/all', events: ['finance.subject.changed'] },
  ],
  permissions: financeEntities.flatMap(permissionCodesOf),
};
