// The accounts area's entities: pure declarations, read by the server (tables, routes) and a future web app.
export { accountStatus, mainAccount } from './main-account.entity.ts';
export { platform } from './platform.entity.ts';
export { accountsResources, BASE, SERVICE } from './resources.ts';
export { salesAccount } from './sales-account.entity.ts';
export { site } from './site.entity.ts';
