// What the engine reads of identity: the names of approvers (which also says whether they exist) and the
// organizations a document's organization sits under.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { jobs, organizations, roles, users } from '../identity/identity.schema.ts';
import { flows } from './approvals.schema.ts';
import type { ApproverSet } from './flow-rules.ts';

export type ApproverKind = keyof ApproverSet;
export const APPROVER_KINDS: readonly ApproverKind[] = ['users', 'roles', 'jobs'];

const named = { users, roles, jobs, organizations } as const;

/** id → name of the users, roles, jobs or organizations given; ids that do not exist are absent. */
export async function namesOf(exec: Executor, kind: keyof typeof named, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = named[kind] as typeof roles;
  const rows = await exec
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of every approver of the given sets, by kind. */
export async function approverNames(exec: Executor, sets: readonly ApproverSet[]): Promise<Record<ApproverKind, Map<string, string>>> {
  // One after another: a transaction runs one statement at a time anyway.
  const users = await namesOf(
    exec,
    'users',
    sets.flatMap((s) => s.users ?? []),
  );
  const roles = await namesOf(
    exec,
    'roles',
    sets.flatMap((s) => s.roles ?? []),
  );
  const jobs = await namesOf(
    exec,
    'jobs',
    sets.flatMap((s) => s.jobs ?? []),
  );
  return { users, roles, jobs };
}

/**
 * The organization and every organization above it, nearest first (identity's tree), so a flow conditioned
 * on a department also takes the documents of its sub-departments. Unknown ids stand for themselves.
 */
export async function organizationLineage(exec: Executor, organizationId: string | null): Promise<string[]> {
  if (!organizationId) return [];
  const { rows } = await exec.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select o.id, o.parent_id, 0 from identity.organizations o where o.id = ${organizationId}
      union all
      select o.id, o.parent_id, up.depth + 1 from identity.organizations o join up on o.id = up.parent_id where up.depth < 100
    )
    select id::text as id from up order by depth`);
  return rows.length ? rows.map((r) => r.id) : [organizationId];
}

/**
 * Who approves a document type (the spec's `approve/users`): each enabled flow's levels with their approvers'
 * names, by priority — what a submitter may see before sending.
 */
export async function flowApprovers(exec: Executor, documentType: string) {
  const rows = await exec
    .select({ name: flows.name, levels: flows.levels })
    .from(flows)
    .where(and(eq(flows.document_type, documentType), eq(flows.enabled, true)))
    .orderBy(asc(flows.priority));
  const levels = rows.flatMap((r) => r.levels.map((level) => ({ flow: r.name, level })));
  const names = await approverNames(
    exec,
    levels.map((l) => l.level.approvers),
  );
  return levels.map(({ flow, level }) => ({
    flow,
    level: level.name,
    mode: level.mode,
    users: (level.approvers.users ?? []).map((id) => names.users.get(id) ?? id),
    roles: (level.approvers.roles ?? []).map((id) => names.roles.get(id) ?? id),
    jobs: (level.approvers.jobs ?? []).map((id) => names.jobs.get(id) ?? id),
  }));
}
