// A person for a permission or data-rule test: a role with exactly these codes and, when given, a data-permission
// group with these row rules (`{ accounts: [id] }`, `{ platforms: ['amazon'] }`, `{ owner: 'self' }`…), signed in.
import type { Session, TestApp } from './test-app.ts';

export async function restrictedUser(
  t: TestApp,
  admin: Session,
  o: { login: string; mobile: string; permissions: string[]; rowRules?: object },
): Promise<Session & { staffId: string }> {
  const auth = async (path: string, payload: object) => (await t.call({ method: 'POST', url: `/api-auth/api/v1${path}`, as: admin, payload })).body;
  const role = await auth('/role', { name: `角色-${o.login}`, permissions: o.permissions });
  if (role.code !== 10000) throw new Error(`role for ${o.login}: ${role.message}`);
  const staff = await auth('/staff', { login_name: o.login, name: o.login, mobile: o.mobile, role_ids: [role.data.id], password: 'Start#2026x' });
  if (staff.code !== 10000) throw new Error(`staff ${o.login}: ${staff.message}`);
  if (o.rowRules && Object.keys(o.rowRules).length) {
    const group = await auth('/group', { name: `组-${o.login}`, member_ids: [staff.data.id], row_rules: o.rowRules });
    if (group.code !== 10000) throw new Error(`group for ${o.login}: ${group.message}`);
  }
  await t.db.database.pool.query('update identity.users set must_change_password = false where login_name = $1', [o.login]);
  return { ...(await t.login(o.login, 'Start#2026x')), staffId: String(staff.data.id) };
}
