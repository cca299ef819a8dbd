import { company, staff } from '@entrepot/hub-server/entities';
import { Entities, EntityService, tableOf } from '@entrepot/server-kit/entity';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { mainAccounts, platforms, salesAccounts, sites } from './accounts.schema.ts';

// Identity's tables, addressed only to show reference titles (company name, staff name). Built here from
// the public declarations (hub-server exports no schema); not in a *.schema.ts file, so no migration sees them.
export const companyTable = tableOf(company);
export const staffTable = tableOf(staff);

/** The derived services of the accounts entities, sharing one registry so references show titles. */
export function accountsServices() {
  const registry = new Entities();
  registry.add(platform, platforms);
  registry.add(site, sites);
  registry.add(mainAccount, mainAccounts);
  registry.add(salesAccount, salesAccounts);
  registry.add(company, companyTable);
  registry.add(staff, staffTable);
  return {
    registry,
    platform: new EntityService(platform, platforms, registry),
    site: new EntityService(site, sites, registry),
    mainAccount: new EntityService(mainAccount, mainAccounts, registry),
    salesAccount: new EntityService(salesAccount, salesAccounts, registry),
  };
}

export type AccountsServices = ReturnType<typeof accountsServices>;
