import { staff } from '@entrepot/hub-server/entities';
import { salesAccount } from '@entrepot/module-accounts';
import { sku } from '@entrepot/module-catalogue';
import { channel } from '@entrepot/module-logistics';
import { warehouse } from '@entrepot/module-wms';
import { servicesOf, tableOf } from '@entrepot/server-kit/entity';
import {
  adAccount,
  adReport,
  blacklist,
  complaint,
  importExportConf,
  listing,
  order,
  orderLine,
  packageLine,
  pkg,
  pullState,
  refund,
  rule,
  ruleAction,
  ruleCondition,
} from '../entities/index.ts';
import * as t from './oms.schema.ts';

// Other modules' records the order entities name, addressed for their titles (and codes): built here from their
// public declarations, outside any *.schema.ts, so no migration sees them.
export const foreign = { salesAccounts: tableOf(salesAccount), warehouses: tableOf(warehouse), channels: tableOf(channel) };
const titlesOnly = () =>
  [
    [salesAccount, foreign.salesAccounts],
    [warehouse, foreign.warehouses],
    [channel, foreign.channels],
    [sku, tableOf(sku)],
    [staff, tableOf(staff)],
  ] as const;

/** The derived services of the order entities, sharing one registry so references show titles. */
export function omsServices() {
  return servicesOf(
    {
      order: [order, t.orders],
      orderLine: [orderLine, t.orderLines],
      package: [pkg, t.packages],
      packageLine: [packageLine, t.packageLines],
      rule: [rule, t.rules],
      ruleCondition: [ruleCondition, t.ruleConditions],
      ruleAction: [ruleAction, t.ruleActions],
      blacklist: [blacklist, t.blacklistEntries],
      pullState: [pullState, t.pullStates],
      refund: [refund, t.refunds],
      complaint: [complaint, t.complaints],
      listing: [listing, t.listings],
      importExportConf: [importExportConf, t.importExportConfs],
      adAccount: [adAccount, t.adAccounts],
      adReport: [adReport, t.adReports],
    },
    titlesOnly(),
  );
}

export type OmsServices = ReturnType<typeof omsServices>;
