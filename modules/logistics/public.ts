// The only file another module may import from modules/logistics: declarations, event names, seeds.
export { logisticsEvents } from './domain/events.ts';
export { channel, company, country } from './entities/index.ts';
export { seedCountries, seedLogisticsDemo } from './server/seed.ts';
