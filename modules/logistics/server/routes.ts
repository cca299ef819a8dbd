// Routes of the logistics area, one line per path: the spec's `/api-logistics-optimiz` company and channel
// rows (GET, POST, PUT {id}, DELETE {id}; company-lists), the country dropdown at the spec's
// `/api-product/api/v1/product/country`, and our own paths for what the spec leaves out (README).

import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import type { Database } from '@entrepot/server-kit/db';
import { entityRoutes, readRoute } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance } from 'fastify';
import { companyLists, countryLookup } from './lookups.ts';
import type { LogisticsServices } from './services.ts';
import { applyWriteRules } from './write-rules.ts';

export const V1 = '/api/v1/logistics';

export function logisticsRoutes(database: Database, outbox: Outbox, services: LogisticsServices, fileTasks?: ModuleFileTasks) {
  applyWriteRules(services, outbox);
  const country = entityRoutes(services.country, database);
  const company = entityRoutes(services.company, database);
  const channel = entityRoutes(services.channel, database);
  const status = (routes: typeof country, name: string) => routes.transition('status', name);

  // Exports and imports are file tasks (the user downloads them from 文件任务); a server without identity
  // has none. Imports apply the same write rules (company and country checks, events) as the screens.
  for (const service of [services.country, services.company, services.channel]) fileTasks?.add({ service, registry: services.registry }); // the rules announce each change
  const exportOf = (entity: string) => fileTasks?.routes(entity).export;
  const companyExport = exportOf('logistics.company');
  const channelExport = exportOf('logistics.channel');
  const countryExport = exportOf('logistics.country');

  return {
    /** `/api-logistics-optimiz` */
    api: (app: FastifyInstance) => {
      app.get(
        `${V1}/company-lists`,
        readRoute(() => companyLists(database.db)),
      );
      // Companies (spec: GET, POST, PUT {id}, DELETE {id}; detail, 启用/停用 and the log are ours)
      app.get(`${V1}/company`, company.list);
      app.post(`${V1}/company`, company.create);
      app.get(`${V1}/company/:id`, company.detail);
      app.put(`${V1}/company/:id`, company.update);
      app.delete(`${V1}/company/:id`, company.remove);
      app.post(`${V1}/company/:id/enable`, status(company, 'enable'));
      app.post(`${V1}/company/:id/disable`, status(company, 'disable'));
      app.get(`${V1}/company/:id/logs`, company.auditTrail);
      if (companyExport) app.get(`${V1}/company/export`, companyExport);
      // Channels (the same shape)
      app.get(`${V1}/channel`, channel.list);
      app.post(`${V1}/channel`, channel.create);
      app.get(`${V1}/channel/:id`, channel.detail);
      app.put(`${V1}/channel/:id`, channel.update);
      app.delete(`${V1}/channel/:id`, channel.remove);
      app.post(`${V1}/channel/:id/enable`, status(channel, 'enable'));
      app.post(`${V1}/channel/:id/disable`, status(channel, 'disable'));
      app.get(`${V1}/channel/:id/logs`, channel.auditTrail);
      if (channelExport) app.get(`${V1}/channel/export`, channelExport);
      // Countries (our paths, in the company/channel shape)
      app.get(`${V1}/country`, country.list);
      app.post(`${V1}/country`, country.create);
      app.get(`${V1}/country/:id`, country.detail);
      app.put(`${V1}/country/:id`, country.update);
      app.delete(`${V1}/country/:id`, country.remove);
      app.post(`${V1}/country/:id/enable`, status(country, 'enable'));
      app.post(`${V1}/country/:id/disable`, status(country, 'disable'));
      app.get(`${V1}/country/:id/logs`, country.auditTrail);
      if (countryExport) app.get(`${V1}/country/export`, countryExport);
      fileTasks?.mountImport(app, `${V1}/country`, 'logistics.country');
      fileTasks?.mountImport(app, `${V1}/company`, 'logistics.company');
      fileTasks?.mountImport(app, `${V1}/channel`, 'logistics.channel');
    },
    /** `/api-product`: the country dropdown of the spec (000 §8: pageSize 600 or 1000). */
    product: (app: FastifyInstance) => {
      app.get(
        '/api/v1/product/country',
        readRoute((r) => countryLookup(database.db, services, r)),
      );
    },
  };
}
