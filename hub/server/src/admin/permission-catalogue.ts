import { newId } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { permissions } from '../identity/identity.schema.ts';
import type { PermissionDecl } from '../module.ts';

/**
 * Syncs the codes every module declares into identity.permissions as read-only rows, so the permission
 * screens list them and roles can be granted them; declared codes that disappeared are removed.
 */
export async function syncDeclaredPermissions(database: Database, declared: PermissionDecl[]): Promise<void> {
  const unique = [...new Map(declared.map((p) => [p.code, p])).values()];
  await database.tx(async (tx) => {
    for (const p of unique) {
      await tx.execute(sql`
        insert into identity.permissions (id, code, name, system, source) values (${newId()}, ${p.code}, ${p.name}, ${p.code.split('.')[0]!}, 'declared')
        on conflict ((lower(code))) do update set name = excluded.name, source = 'declared', updated_at = now()
        where identity.permissions.name is distinct from excluded.name or identity.permissions.source <> 'declared'`);
    }
    const codes = unique.map((p) => p.code);
    await tx.delete(permissions).where(and(eq(permissions.source, 'declared'), codes.length ? notInArray(permissions.code, codes) : undefined));
  });
}
