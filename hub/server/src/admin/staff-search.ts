import { hasAnyPermission } from '@entrepot/contract';
import type { RequestUser } from '@entrepot/server-kit';
import { likeFilter, rowScope } from '@entrepot/server-kit/entity';
import { and, or } from 'drizzle-orm';
import { staff } from '../identity/entities/index.ts';
import { users } from '../identity/identity.schema.ts';
import type { ModuleContext, SearchHit } from '../module.ts';

/** The palette finds staff by login name or name — within the caller's data rules, like every other read. */
export async function searchStaff(q: string, user: RequestUser, { database }: ModuleContext): Promise<SearchHit[]> {
  if (!hasAnyPermission(user.isAdmin, user.permissions, staff.permission('read'))) return [];
  const rows = await database.db
    .select({ login_name: users.login_name, name: users.name })
    .from(users)
    .where(and(or(likeFilter(users.login_name, q), likeFilter(users.name, q)), rowScope(staff, users, user.access)))
    .limit(10);
  return rows.map((r) => ({ kind: '员工', code: r.login_name, title: r.name, url: `/user/user?login_name=${encodeURIComponent(r.login_name)}` }));
}
