// `@entrepot/hub-server/testing`: what a module's database tests use — a server with identity and the given
// modules, sessions of the seeded people, imports run to the end.
export { DEMO_PASSWORD } from '../identity/seed.ts';
export { type ImportOutcome, importRows } from './import-kit.ts';
export { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp, type TestAppOptions } from './test-app.ts';
