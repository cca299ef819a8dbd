// Routes of the logistics area: the declared resources (../entities/resources.ts) with their write rules, the
// spec's company-lists select, and the country dropdown at the spec's `/api-product/api/v1/product/country`.
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { logisticsResources as R, BASE as V1 } from '../entities/index.ts';
import { companyLists, countryLookup } from './lookups.ts';
import type { LogisticsServices } from './services.ts';
import { writeRules } from './write-rules.ts';

export { V1 };

export function logisticsRoutes(ctx: ModuleContext, services: LogisticsServices) {
  const { database } = ctx;
  return {
    /** `/api-logistics-optimiz` */
    api: (app: FastifyInstance) => {
      // The engine announces each change as `logistics.<entity>.changed` {ids, action} (README).
      const rules = writeRules();
      mountResources(app, ctx, services.registry, {
        company: { resource: R.company, service: services.company, rules: rules.company },
        channel: { resource: R.channel, service: services.channel, rules: rules.channel },
        country: { resource: R.country, service: services.country, rules: rules.country },
      });
      app.get(
        `${V1}/company-lists`,
        readRoute(() => companyLists(database.db)),
      );
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
