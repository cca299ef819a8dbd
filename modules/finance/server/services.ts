import { company, role } from '@entrepot/hub-server/entities';
import { Entities, EntityService, tableOf } from '@entrepot/server-kit/entity';
import { bank, bankAccount, currency, exchangeRate, paymentMethod, subject } from '../entities/index.ts';
import { bankAccounts, banks, currencies, exchangeRates, paymentMethods, subjects } from './finance.schema.ts';

// Identity's tables, addressed to show company names and (seed) to grant the demo 财务 role its codes.
// Built here from the public declarations (hub-server exports no schema); not a *.schema.ts, so no migration sees them.
export const companyTable = tableOf(company);
export const roleTable = tableOf(role);

/** The derived services of the finance entities, sharing one registry so references show titles. */
export function financeServices() {
  const registry = new Entities();
  registry.add(currency, currencies);
  registry.add(exchangeRate, exchangeRates);
  registry.add(paymentMethod, paymentMethods);
  registry.add(subject, subjects);
  registry.add(bank, banks);
  registry.add(bankAccount, bankAccounts);
  registry.add(company, companyTable);
  return {
    registry,
    currency: new EntityService(currency, currencies, registry),
    exchangeRate: new EntityService(exchangeRate, exchangeRates, registry),
    paymentMethod: new EntityService(paymentMethod, paymentMethods, registry),
    subject: new EntityService(subject, subjects, registry),
    bank: new EntityService(bank, banks, registry),
    bankAccount: new EntityService(bankAccount, bankAccounts, registry),
  };
}

export type FinanceServices = ReturnType<typeof financeServices>;
