import type { ColumnRules, RowRule } from '@entrepot/entity';
import type { Executor } from '@entrepot/server-kit/db';
import { combineRowRules, type DataAccess, type ResolvedRowRule } from '@entrepot/server-kit/entity';
import { arrayContains, or } from 'drizzle-orm';
import { subtreeIds } from '../admin/organization.commands.ts';
import { groups, type UserRow } from './identity.schema.ts';

/** The groups a user belongs to: as a member, or through their job. */
export const groupsOf = (user: Pick<UserRow, 'id'> & { job_id?: string | null }) =>
  or(arrayContains(groups.member_ids, [user.id]), user.job_id ? arrayContains(groups.job_ids, [user.job_id]) : undefined);

/** Resolves a user's data-permission groups (as a member, or through their job) into row and column rules. */
export async function dataAccessOf(exec: Executor, user: UserRow & { job_id?: string | null }): Promise<DataAccess> {
  if (user.is_admin) return { unrestricted: true, rows: [], hidden: {} };
  const mine = (await exec.select({ row_rules: groups.row_rules, column_rules: groups.column_rules }).from(groups).where(groupsOf(user))) as {
    row_rules: RowRule | null;
    column_rules: ColumnRules | null;
  }[];
  const rows: ResolvedRowRule[] = [];
  const hidden: Record<string, Set<string>> = {};
  for (const g of mine) {
    if (g.row_rules && Object.keys(g.row_rules).length > 0) rows.push(await resolve(exec, g.row_rules, user));
    for (const [entity, fields] of Object.entries(g.column_rules ?? {})) {
      const set = hidden[entity] ?? new Set<string>();
      for (const f of fields) set.add(f);
      hidden[entity] = set;
    }
  }
  return { unrestricted: false, rows: combineRowRules(rows), hidden: Object.fromEntries(Object.entries(hidden).map(([k, v]) => [k, [...v]])) };
}

async function resolve(exec: Executor, rule: RowRule, user: UserRow): Promise<ResolvedRowRule> {
  const own = user.organization_id;
  const organizations =
    rule.organization === 'own' ? (own ? [own] : []) : rule.organization === 'own_and_below' ? (own ? await subtreeIds(exec, own) : []) : rule.organization;
  return {
    ...(organizations ? { organizations } : {}),
    ...(rule.owner ? { ownerId: user.id } : {}),
    ...(rule.warehouses ? { warehouses: rule.warehouses } : {}),
    ...(rule.platforms ? { platforms: rule.platforms } : {}),
    ...(rule.accounts ? { accounts: rule.accounts } : {}),
  };
}
