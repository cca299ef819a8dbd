/**
 * Events the logistics area publishes through the outbox, in the transaction of the change, with
 * `{id, code, action}` (action: create, update, delete, enable, disable): caches of the dropdowns
 * (countries, logistics companies, channels) drop or reload the entry.
 */
export const logisticsEvents = {
  countryChanged: 'logistics.country.changed',
  companyChanged: 'logistics.company.changed',
  channelChanged: 'logistics.channel.changed',
} as const;
