import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
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

/** Exported so drizzle-kit creates the schema (`pnpm db:regenerate` writes the migration). */
export const oms = moduleSchema('oms');

export const orders = tableOf(order);
export const orderLines = tableOf(orderLine);
export const packages = tableOf(pkg);
export const packageLines = tableOf(packageLine);
export const rules = tableOf(rule);
export const ruleConditions = tableOf(ruleCondition);
export const ruleActions = tableOf(ruleAction);
export const blacklistEntries = tableOf(blacklist);
export const pullStates = tableOf(pullState);
export const refunds = tableOf(refund);
export const complaints = tableOf(complaint);
export const listings = tableOf(listing);
export const adAccounts = tableOf(adAccount);
export const adReports = tableOf(adReport);
export const importExportConfs = tableOf(importExportConf);
