import { conflict, invalid, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { organizations, permissions, users } from '../identity/identity.schema.ts';
import type { AdminServices } from './services.ts';

export interface OrgNode {
  id: string;
  name: string;
  type: string;
  function: string | null;
  parent_id: string | null;
  sort: number | null;
  children: OrgNode[];
}

type OrgRow = Omit<OrgNode, 'children'>;

/** The whole organization tree, siblings by sort then name. */
export async function organizationTree(exec: Executor): Promise<OrgNode[]> {
  const rows = (await exec
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      function: organizations.function,
      parent_id: organizations.parent_id,
      sort: organizations.sort,
    })
    .from(organizations)
    .orderBy(asc(organizations.sort), asc(organizations.name))) as OrgRow[];
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as OrgNode[] }]));
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of an organization and everything under it. */
export async function subtreeIds(exec: Executor, rootId: string): Promise<string[]> {
  const all = await exec.select({ id: organizations.id, parent_id: organizations.parent_id }).from(organizations);
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const o of all) if (o.parent_id === ids[i]) ids.push(o.id);
  return ids;
}

/** A parent must exist and must not be the organization itself or one of its descendants. */
async function assertParent(tx: Tx, id: string | null, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const [parent] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, parentId));
  if (!parent) throw invalid('parent_id', '上级组织不存在');
  if (id && (await subtreeIds(tx, id)).includes(parentId)) throw invalid('parent_id', '不能移动到自己或下级组织之下');
}

export async function createOrganization(tx: Tx, services: AdminServices, input: Record<string, unknown>, actor: Actor) {
  await assertParent(tx, null, input.parent_id as string | null | undefined);
  return services.organization.create(tx, input, actor);
}

export async function updateOrganization(tx: Tx, services: AdminServices, id: string, input: Record<string, unknown>, actor: Actor) {
  if ('parent_id' in input) await assertParent(tx, id, input.parent_id as string | null);
  return services.organization.update(tx, id, input, actor);
}

export async function moveOrganization(tx: Tx, services: AdminServices, id: string, to: { parent_id: string | null; sort?: number }, actor: Actor) {
  await assertParent(tx, id, to.parent_id);
  return services.organization.update(tx, id, { parent_id: to.parent_id, ...(to.sort === undefined ? {} : { sort: to.sort }) }, actor);
}

/** Refuses while departments or staff remain under it. */
export async function deleteOrganization(tx: Tx, services: AdminServices, id: string, actor: Actor) {
  const [children] = await tx.select({ n: count() }).from(organizations).where(eq(organizations.parent_id, id));
  if ((children?.n ?? 0) > 0) throw conflict('该组织下还有下级组织，不能删除');
  const [members] = await tx.select({ n: count() }).from(users).where(eq(users.organization_id, id));
  if ((members?.n ?? 0) > 0) throw conflict('该组织下还有员工，不能删除');
  await services.organization.remove(tx, [id], actor);
}

/** Only codes of the permission catalogue can be granted. */
export async function assertKnownPermissions(exec: Executor, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  const known = new Set((await exec.select({ code: permissions.code }).from(permissions).where(inArray(permissions.code, codes))).map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw invalid('permissions', `权限不存在: ${unknown.slice(0, 5).join(', ')}`);
}

export async function organizationPermissions(exec: Executor, services: AdminServices, id: string): Promise<string[]> {
  const row = await services.organization.find(exec, id);
  if (!row) throw notFound('组织');
  return row.permissions ?? [];
}
