import type { AreaRoutes } from '@entrepot/web/area';
import { BankPage } from './pages/bank.page.tsx';
import { BankAccountPage } from './pages/bank-account.page.tsx';
import { CurrencyPage } from './pages/currency.page.tsx';
import { ExchangeRatePage } from './pages/exchange-rate/exchange-rate.page.tsx';
import { PaymentMethodPage } from './pages/payment-method.page.tsx';
import { SubjectPage } from './pages/subject.page.tsx';
import './finance.css';

// Hash path → the page of this area that renders it. routes.tsv names only the group `/finance/information`
// (财务资料); the screens' paths below it are ours (README), the menus of server/manifest.ts name them.
export const routes: AreaRoutes = [
  ['/finance/information/currency', CurrencyPage],
  ['/finance/information/exchange-rate', ExchangeRatePage],
  ['/finance/information/payment-method', PaymentMethodPage],
  ['/finance/information/subject', SubjectPage],
  ['/finance/information/bank', BankPage],
  ['/finance/information/bank-account', BankAccountPage],
];
