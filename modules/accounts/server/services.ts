import { company, staff } from '@entrepot/hub-server/entities';
import { servicesOf, tableOf, type WriteRules } from '@entrepot/server-kit/entity';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { mainAccounts, platforms, salesAccounts, sites } from './accounts.schema.ts';
import { accountsRules } from './write-rules.ts';

// Identity's tables, addressed only to show reference titles (company name, staff name). Built here from
// the public declarations (hub-server exports no schema); not in a *.schema.ts file, so no migration sees them.
export const companyTable = tableOf(company);
export const staffTable = tableOf(staff);

/** The derived services of the accounts entities with their write rules, sharing one registry so references show titles. */
export function accountsServices() {
  const services = servicesOf(
    { platform: [platform, platforms], site: [site, sites], mainAccount: [mainAccount, mainAccounts], salesAccount: [salesAccount, salesAccounts] },
    [
      [company, companyTable],
      [staff, staffTable],
    ],
  );
  // each key's rules are typed by its own entity's declaration
  for (const key of Object.keys(accountsRules) as (keyof typeof accountsRules)[]) services[key].withRules(accountsRules[key] as WriteRules);
  return services;
}

export type AccountsServices = ReturnType<typeof accountsServices>;
