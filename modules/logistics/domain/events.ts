/**
 * Events the logistics area publishes through the outbox, in the transaction of the change, with the engine's
 * one change shape `{ids, action}` (EntityChanged; action: create, update, delete, enable, disable): caches of
 * the dropdowns (countries, logistics companies, channels) drop or reload the entries.
 */
export const logisticsEvents = {
  countryChanged: 'logistics.country.changed',
  companyChanged: 'logistics.company.changed',
  channelChanged: 'logistics.channel.changed',
} as const;
