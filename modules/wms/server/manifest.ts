import type { ModuleManifest } from '@entrepot/hub-server/module';

// The stock ledger has no routes yet (its screens come later): other modules use public.ts.
export const manifest: ModuleManifest = {
  name: 'wms',
  services: {},
  menus: [],
  permissions: [],
};
