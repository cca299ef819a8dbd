import { conflict } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { createSchema } from '@entrepot/server-kit/entity';
import type { ImportSpec } from '@entrepot/server-kit/file-tasks';
import { checkPassword } from '@entrepot/validators';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { refuseWhileApprover } from '../approvals/flow-references.ts';
import { staff } from '../identity/entities/index.ts';
import { assertPasswordPolicy, hashPassword } from '../identity/passwords.ts';
import type { SessionStore } from '../identity/sessions.ts';
import type { AdminServices } from './services.ts';

/** New staff: the declared fields plus an initial password, which must be changed at first sign-in. */
export const createStaffInput = createSchema(staff).extend({ password: z.string('请输入初始密码').min(1, '请输入初始密码') });

export async function createStaff(tx: Tx, services: AdminServices, input: Record<string, unknown> & { password: string }, actor: Actor) {
  const { password, ...fields } = input;
  assertPasswordPolicy(password);
  return services.staff.create(tx, fields, actor, { password_hash: await hashPassword(password), must_change_password: true });
}

/** Staff import: an initial password column for new people (checked, hashed, to be changed at sign-in). */
export const staffImport: ImportSpec = {
  extraColumns: [{ key: 'password', label: '初始密码', required: true }],
  async prepare(extra) {
    const password = extra.password ?? '';
    const message = checkPassword(password);
    if (message) return { column: '初始密码', message };
    return { extra: { password_hash: await hashPassword(password), must_change_password: true } };
  },
};

/** Role or organization changes alter permissions: drop cached sessions so they apply at once. */
export async function updateStaff(
  tx: Tx,
  services: AdminServices,
  sessions: SessionStore,
  id: string,
  input: Record<string, unknown>,
  actor: Actor,
  scope?: SQL,
) {
  const row = await services.staff.update(tx, id, input, actor, { scope });
  sessions.forgetUsers([id]);
  return row;
}

/** Disabling ends every session of the person at once; the admin cannot disable themself. */
export async function setStaffStatus(
  tx: Tx,
  services: AdminServices,
  sessions: SessionStore,
  id: string,
  transition: 'disable' | 'enable',
  actor: Actor,
  scope?: SQL,
) {
  if (transition === 'disable' && id === actor.id) throw conflict('不能停用自己的账号');
  if (transition === 'disable') await refuseWhileApprover(tx, 'users', id, '该员工');
  const row = await services.staff.transition(tx, id, 'status', transition, actor, scope);
  if (transition === 'disable') await sessions.revokeAllOf(tx, id);
  return row;
}
