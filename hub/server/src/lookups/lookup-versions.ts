import { ok } from '@entrepot/contract';
import type { Database } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LookupDecl, ModuleManifest } from '../module.ts';
import { lookupVersions } from './lookups.schema.ts';

/** Every module's cached lookup lists (spec 000 §3), each once by name. */
export function declaredLookups(manifests: ModuleManifest[]): LookupDecl[] {
  const byName = new Map<string, LookupDecl>();
  for (const m of manifests) {
    for (const lookup of m.lookups ?? []) {
      if (byName.has(lookup.name)) throw new Error(`lookup ${lookup.name} is declared twice (module ${m.name})`);
      byName.set(lookup.name, lookup);
    }
  }
  return [...byName.values()];
}

/**
 * The hub's lookup cache on the server side: each owning module's change event moves the list's version (in
 * the event's delivery transaction, so every server process agrees), and `GET /api-auth/api/v1/lookups`
 * tells the hub which lists exist, where they are read and their versions; the hub refetches what moved.
 */
export function installLookups(app: FastifyInstance, manifests: ModuleManifest[], ctx: { database: Database; outbox: Outbox }): void {
  const lookups = declaredLookups(manifests);
  for (const lookup of lookups) {
    for (const event of lookup.events) {
      ctx.outbox.subscribe(event, `hub.lookup-cache.${lookup.name}`, async (_payload, tx) => {
        await tx
          .insert(lookupVersions)
          .values({ name: lookup.name, version: 1 })
          .onConflictDoUpdate({ target: lookupVersions.name, set: { version: sql`${lookupVersions.version} + 1`, changedAt: sql`now()` } });
      });
    }
  }
  app.get('/api-auth/api/v1/lookups', async () => {
    const rows = await ctx.database.db.select().from(lookupVersions);
    const versions = new Map(rows.map((r) => [r.name, r.version]));
    return ok(
      lookups.map((l) => ({ name: l.name, label: l.label, method: l.method ?? 'GET', url: l.url, body: l.body ?? null, version: versions.get(l.name) ?? 0 })),
    );
  });
}
