// `@entrepot/hub-server/testing`: what a module's database tests use — a server with identity and the given
// modules, sessions of the seeded people, imports run to the end.
import { loadManifests } from '../manifests.ts';
import type { ModuleManifest } from '../module.ts';

export { DEMO_PASSWORD } from '../identity/seed.ts';
export { type ImportOutcome, importRows } from './import-kit.ts';
export { restrictedUser } from './restricted-user.ts';
export { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp, type TestAppOptions } from './test-app.ts';

/** Modules' manifests by name, for a test of documents that cross modules (receipts against purchase orders). */
export async function manifestsNamed(...names: string[]): Promise<ModuleManifest[]> {
  return (await loadManifests()).filter((m) => names.includes(m.name));
}
