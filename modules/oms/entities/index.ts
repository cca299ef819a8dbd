export {
  ADS_ACCOUNT_URL,
  ADS_PERFORMANCE_URL,
  ADS_SP_URL,
  adAccount,
  adAuthStatuses,
  adReport,
  spReport,
  storePerformance,
} from './ads.entity.ts';
export { afterSalesSources, complaint, complaintLifecycle, complaintTypes, refund, refundLifecycle, refundReasons, refundTypes } from './after-sales.entity.ts';
export { OMS_CODE_NAMES, OMS_CODES } from './codes.ts';
export { confBusinesses, importExportConf } from './import-export-conf.entity.ts';
export { listing, listingStock, SKU_STOCK_ADJUSTMENT_URL, STOCK_ADJUSTMENT_URL, skuListingStock } from './listing.entity.ts';
export { markStatuses, order, orderBadges, orderLifecycle, orderLine, orderSources } from './order.entity.ts';
export { packageLifecycle, packageLine, pkg, shortageStatuses } from './package.entity.ts';
export { omsPlatforms, platformField } from './platforms.ts';
export { pullState } from './pull.entity.ts';
export {
  ANALYSIS_URL,
  BASE,
  DOWNLOAD_RECORD_URL,
  IMPORT_URL,
  INDEPENDENT_REPORT_URL,
  listingResources,
  omsResources,
  PENDING_URL,
  platformOrderResources,
  ruleResources,
  SERVICE,
  STATISTICS_URL,
} from './resources.ts';
export { blacklist, blacklistTypes, type RuleKind, rule, ruleAction, ruleCondition, ruleKinds } from './rule.entity.ts';
