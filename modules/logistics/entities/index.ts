// The logistics area's entities: pure declarations, read by the server (tables, routes) and the area's web app.
export { channel, channelStatus } from './channel.entity.ts';
export { company, companyStatus } from './company.entity.ts';
export { country, countryStatus } from './country.entity.ts';
export { BASE, logisticsResources, SERVICE } from './resources.ts';
