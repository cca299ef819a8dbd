import { conflict, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { arrayContains, count, sql } from 'drizzle-orm';
import { refuseWhileApprover } from '../approvals/flow-references.ts';
import { users } from '../identity/identity.schema.ts';
import type { SessionStore } from '../identity/sessions.ts';
import { assertKnownPermissions } from './organization.commands.ts';
import type { AdminServices } from './services.ts';

export const holdsRole = (roleId: string) => arrayContains(users.role_ids, [roleId]);

export async function deleteRole(tx: Tx, services: AdminServices, id: string, actor: Actor) {
  const [holders] = await tx.select({ n: count() }).from(users).where(holdsRole(id));
  if ((holders?.n ?? 0) > 0) throw conflict('该角色下还有员工，请先清空角色成员');
  await refuseWhileApprover(tx, 'roles', id, '该角色');
  await services.role.remove(tx, [id], actor);
}

/** Takes the role from everyone holding it, each change in the staff's operation log. */
export async function emptyRole(tx: Tx, services: AdminServices, sessions: SessionStore, id: string, actor: Actor): Promise<number> {
  if (!(await services.role.find(tx, id))) throw notFound('角色');
  const holders = await tx.select({ id: users.id, role_ids: users.role_ids }).from(users).where(holdsRole(id));
  for (const h of holders) await services.staff.update(tx, h.id, { role_ids: h.role_ids.filter((r) => r !== id) }, actor);
  sessions.forgetUsers(holders.map((h) => h.id));
  return holders.length;
}

/** Only codes of the permission catalogue can be granted. */
export async function createRole(tx: Tx, services: AdminServices, input: Record<string, unknown>, actor: Actor) {
  await assertKnownPermissions(tx, (input.permissions as string[] | undefined) ?? []);
  return services.role.create(tx, input, actor);
}

/** Permission changes of a role reach its holders' sessions at once; a role a flow names stays enabled. */
export async function updateRole(tx: Tx, services: AdminServices, sessions: SessionStore, id: string, input: Record<string, unknown>, actor: Actor) {
  await assertKnownPermissions(tx, (input.permissions as string[] | undefined) ?? []);
  if (input.enabled === false) await refuseWhileApprover(tx, 'roles', id, '该角色');
  const row = await services.role.update(tx, id, input, actor);
  const holders = await tx.select({ id: users.id }).from(users).where(holdsRole(id));
  sessions.forgetUsers(holders.map((h) => h.id));
  return row;
}

export async function roleHolderCount(exec: Executor, id: string): Promise<number> {
  const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(users).where(holdsRole(id));
  return row?.n ?? 0;
}
