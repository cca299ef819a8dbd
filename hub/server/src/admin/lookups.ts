import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { companies, organizations, users } from '../identity/identity.schema.ts';
import { subtreeIds } from './organization.commands.ts';

const LOOKUP_LIMIT = 1000;

export interface StaffOption {
  id: string;
  name: string;
  login_name: string;
  organization_id: string | null;
}

const staffColumns = { id: users.id, name: users.name, login_name: users.login_name, organization_id: users.organization_id };

/** Active staff for selects, optionally narrowed by a keyword (name or login) or organizations. */
export async function activeStaff(exec: Executor, filter: { keyword?: string; organizationIds?: string[]; limit?: number } = {}): Promise<StaffOption[]> {
  const conditions: SQL[] = [eq(users.status, 'active')];
  if (filter.keyword) conditions.push(or(likeFilter(users.name, filter.keyword), likeFilter(users.login_name, filter.keyword))!);
  if (filter.organizationIds) conditions.push(filter.organizationIds.length ? inArray(users.organization_id, filter.organizationIds) : sql`false`);
  return (await exec
    .select(staffColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name))
    .limit(filter.limit ?? LOOKUP_LIMIT)) as StaffOption[];
}

/** Staff of every organization (with its sub-departments) that has the given function, e.g. purchase → buyers. */
export async function staffByFunction(exec: Executor, fn: string): Promise<StaffOption[]> {
  const roots = await exec.select({ id: organizations.id }).from(organizations).where(eq(organizations.function, fn));
  const ids = new Set<string>();
  for (const r of roots) for (const id of await subtreeIds(exec, r.id)) ids.add(id);
  return activeStaff(exec, { organizationIds: [...ids] });
}

export async function staffOfDepartment(exec: Executor, departmentId: string): Promise<StaffOption[]> {
  return activeStaff(exec, { organizationIds: await subtreeIds(exec, departmentId) });
}

export interface DepartmentOption {
  id: string;
  name: string;
  parent_id: string | null;
  function: string | null;
}

export async function departments(exec: Executor): Promise<DepartmentOption[]> {
  return (await exec
    .select({ id: organizations.id, name: organizations.name, parent_id: organizations.parent_id, function: organizations.function })
    .from(organizations)
    .where(eq(organizations.type, 'department'))
    .orderBy(asc(organizations.sort), asc(organizations.name))) as DepartmentOption[];
}

/** Departments with no department below them (the last level, where staff sit). */
export async function lastLevelDepartments(exec: Executor): Promise<DepartmentOption[]> {
  const all = await departments(exec);
  const parents = new Set(all.map((d) => d.parent_id));
  return all.filter((d) => !parents.has(d.id));
}

export async function childDepartments(exec: Executor, parentId: string): Promise<DepartmentOption[]> {
  return (await departments(exec)).filter((d) => d.parent_id === parentId);
}

/** Members of one organization (not its sub-departments), as a list scope. */
export const inOrganization = (organizationId: string): SQL => eq(users.organization_id, organizationId);

/** The signed-in user as lookups show them. */
export async function userBrief(exec: Executor, userId: string) {
  const [row] = await exec
    .select({
      id: users.id,
      name: users.name,
      login_name: users.login_name,
      mobile: users.mobile,
      organization_id: users.organization_id,
      organization_name: organizations.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organization_id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export interface CompanyOption {
  id: string;
  code: string;
  name: string;
  short_name: string | null;
}

/** The seller's legal entities (主体) for selectors and the hub's cached 主体 list. */
export async function companyOptions(exec: Executor): Promise<CompanyOption[]> {
  return (await exec
    .select({ id: companies.id, code: companies.code, name: companies.name, short_name: companies.short_name })
    .from(companies)
    .orderBy(asc(companies.code))) as CompanyOption[];
}
