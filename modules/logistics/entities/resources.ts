// The logistics area's HTTP surface and screens, declared once: the spec's `/api-logistics-optimiz` company and
// channel rows (GET, POST, PUT {id}, DELETE {id}), countries in the same shape (ours); detail, 启用/停用, the
// log, export and import beside them. The server mounts them, the pages call them, the menu lists them.
import { defineResource } from '@entrepot/entity';
import { channel } from './channel.entity.ts';
import { company } from './company.entity.ts';
import { country } from './country.entity.ts';

export const SERVICE = '/api-logistics-optimiz';
export const BASE = '/api/v1/logistics';

const at = { service: SERVICE, base: BASE, style: 'rest' } as const;

export const logisticsResources = {
  company: defineResource({ ...at, entity: company, segment: 'company', screen: { url: '/logistics/company' } }),
  channel: defineResource({ ...at, entity: channel, segment: 'channel', screen: { url: '/logistics/channel' } }),
  country: defineResource({ ...at, entity: country, segment: 'country', screen: { url: '/logistics/country' } }),
};
