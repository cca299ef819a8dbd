// Who writes the demo data: admin as the actor, ops01 (运营-周杰, when the demo users exist) as the developer.
import type { Database } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { inArray } from 'drizzle-orm';
import { staffTable } from './services.ts';

/** The seed's actor and developer; null before the admin exists. */
export async function demoPeople(database: Database): Promise<{ actor: Actor; developer: Actor } | null> {
  const people = await database.db
    .select({ id: staffTable.id, name: staffTable.name, login_name: staffTable.login_name })
    .from(staffTable)
    .where(inArray(staffTable.login_name, ['admin', 'ops01']));
  const admin = people.find((p) => p.login_name === 'admin');
  if (!admin) return null;
  const developer = people.find((p) => p.login_name === 'ops01') ?? admin;
  return { actor: { id: admin.id, name: admin.name }, developer: { id: developer.id, name: developer.name } };
}
