import { manifest as accounts } from '../../../modules/accounts/server/manifest.ts';
import { manifest as catalogue } from '../../../modules/catalogue/server/manifest.ts';
import { manifest as finance } from '../../../modules/finance/server/manifest.ts';
import { manifest as logistics } from '../../../modules/logistics/server/manifest.ts';
import { manifest as wms } from '../../../modules/wms/server/manifest.ts';
import type { ModuleManifest } from './module.ts';

/** Every module the server can mount; a module joins by adding its manifest here. */
export const manifests: ModuleManifest[] = [wms, accounts, finance, logistics, catalogue];
