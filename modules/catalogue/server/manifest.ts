import type { ModuleManifest } from '@entrepot/hub-server/module';

// Joins the server once listed in hub/server/src/manifests.ts; it serves nothing until entities and
// commands give it routes under their service prefixes (`/api-…`).
export const manifest: ModuleManifest = {
  name: 'catalogue',
  services: {},
  menus: [],
  permissions: [],
};
