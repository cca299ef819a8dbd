import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { channel, company, country } from '../entities/index.ts';
import { channels, companies, countries } from './logistics.schema.ts';

/** The derived services of the logistics entities, sharing one registry so references show titles. */
export function logisticsServices() {
  const registry = new Entities();
  registry.add(country, countries);
  registry.add(company, companies);
  registry.add(channel, channels);
  return {
    registry,
    country: new EntityService(country, countries, registry),
    company: new EntityService(company, companies, registry),
    channel: new EntityService(channel, channels, registry),
  };
}

export type LogisticsServices = ReturnType<typeof logisticsServices>;
