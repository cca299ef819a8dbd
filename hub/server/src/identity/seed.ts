import { randomBytes } from 'node:crypto';
import { newId } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { checkPassword } from '@entrepot/validators';
import { eq, sql } from 'drizzle-orm';
import { notices, roles, users } from './identity.schema.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'Demo@2026!x';

interface DemoRole {
  name: string;
  description: string;
  permissions: string[];
  user: { loginName: string; name: string; mobile: string; mustChangePassword?: boolean };
}

// One demo user per role so permissions can be seen working (README lists them). Later modules add
// their screens' codes to these roles in their own seeds.
export const demoRoles: DemoRole[] = [
  { name: '采购员', description: '采购下单与跟单', permissions: [], user: { loginName: 'buyer01', name: '采购-王芳', mobile: '13900000001' } },
  { name: '仓库', description: '收货、质检、上架、发货', permissions: [], user: { loginName: 'warehouse01', name: '仓库-李强', mobile: '13900000002' } },
  { name: '财务', description: '付款、对账、发票', permissions: [], user: { loginName: 'finance01', name: '财务-赵敏', mobile: '13900000003' } },
  { name: '客服', description: '订单售后与邮件', permissions: [], user: { loginName: 'cs01', name: '客服-陈晨', mobile: '13900000004' } },
  {
    name: '运营',
    description: '店铺运营，维护系统公告',
    permissions: ['admin.notice.read', 'admin.notice.create', 'admin.notice.update'],
    user: { loginName: 'ops01', name: '运营-周杰', mobile: '13900000005' },
  },
  {
    name: '新员工',
    description: '首次登录须修改密码',
    permissions: [],
    user: { loginName: 'newbie01', name: '新员工-孙丽', mobile: '13900000006', mustChangePassword: true },
  },
];

export interface SeedResult {
  created: boolean;
  adminPassword?: string;
  generated: boolean;
}

function randomPassword(): string {
  // Random until it passes the policy (letters, digits, symbol; no runs).
  for (;;) {
    const candidate = `${randomBytes(9).toString('base64url')}!7a`;
    if (!checkPassword(candidate)) return candidate;
  }
}

/** First start only: the admin (password from ENTREPOT_ADMIN_PASSWORD or random, printed once) and demo data. */
export async function seedIdentity(database: Database, options: { adminPassword?: string; demo: boolean }): Promise<SeedResult> {
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.login_name, 'admin'));
  if (existing) return { created: false, generated: false };
  // The policy applies to every password the server sets, the configured admin password included.
  if (options.adminPassword) assertPasswordPolicy(options.adminPassword, 'ENTREPOT_ADMIN_PASSWORD');
  const adminPassword = options.adminPassword ?? randomPassword();
  const adminHash = await hashPassword(adminPassword);
  const demoHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';
  await database.tx(async (tx) => {
    await tx.insert(users).values({ id: newId(), login_name: 'admin', name: '系统管理员', mobile: '13800000000', password_hash: adminHash, is_admin: true });
    if (options.demo) await seedDemo(tx, demoHash);
  });
  return { created: true, adminPassword, generated: !options.adminPassword };
}

async function seedDemo(tx: Tx, passwordHash: string): Promise<void> {
  for (const role of demoRoles) {
    const roleId = newId();
    const userId = newId();
    const { loginName, mustChangePassword, ...person } = role.user;
    await tx.insert(roles).values({ id: roleId, name: role.name, description: role.description, permissions: role.permissions });
    await tx.insert(users).values({
      id: userId,
      login_name: loginName,
      ...person,
      role_ids: [roleId],
      password_hash: passwordHash,
      must_change_password: mustChangePassword ?? false,
    });
  }
  await tx.insert(notices).values({
    id: newId(),
    title: 'Entrepot 1.0 上线',
    content: '<p><strong>版本 1.0</strong>：登录、工作台、系统公告、标签页与快捷键（Ctrl+K 打开命令面板）。</p>',
    activationTime: new Date(),
  });
}

/** Adds modules' codes to the demo roles by name (first start with SEED_DEMO); a role that is not there is skipped. */
export async function grantDemoRoles(database: Database, grants: Record<string, string[]>): Promise<void> {
  for (const [name, codes] of Object.entries(grants)) {
    if (codes.length === 0) continue;
    await database.db
      .update(roles)
      .set({ permissions: sql`array(select distinct unnest(${roles.permissions} || ${sql.param(codes)}::text[]) order by 1)` })
      .where(eq(roles.name, name));
  }
}
