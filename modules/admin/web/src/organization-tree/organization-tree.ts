// The organization tree (GET /organizations, /open/organizations): lookups and the Arco tree's data.

export interface OrgNode {
  id: string;
  name: string;
  type: 'company' | 'department' | string;
  function: string | null;
  parent_id: string | null;
  sort: number | null;
  children: OrgNode[];
}

export interface OrgTreeData {
  key: string;
  title: string;
  disabled?: boolean;
  children?: OrgTreeData[];
}

/** Every node, parents before children. */
export function flattenOrgs(tree: readonly OrgNode[]): OrgNode[] {
  return tree.flatMap((n) => [n, ...flattenOrgs(n.children)]);
}

export function findOrg(tree: readonly OrgNode[], id: string | null | undefined): OrgNode | undefined {
  if (!id) return undefined;
  return flattenOrgs(tree).find((n) => n.id === id);
}

/** The node and everything under it: where it may not be moved. */
export function subtreeIds(node: OrgNode): Set<string> {
  return new Set(flattenOrgs([node]).map((n) => n.id));
}

/** Arco Tree / TreeSelect data; nodes in `disabled` cannot be chosen. */
export function toTreeData(tree: readonly OrgNode[], disabled: ReadonlySet<string> = new Set()): OrgTreeData[] {
  return tree.map((n) => ({
    key: n.id,
    title: n.name,
    ...(disabled.has(n.id) ? { disabled: true } : {}),
    ...(n.children.length ? { children: toTreeData(n.children, disabled) } : {}),
  }));
}

/** The names from the root down to the node: `总公司 / 采购部`. */
export function orgPath(tree: readonly OrgNode[], id: string): string {
  const names: string[] = [];
  let node = findOrg(tree, id);
  const all = flattenOrgs(tree);
  while (node) {
    names.unshift(node.name);
    const parentId = node.parent_id;
    node = parentId ? all.find((n) => n.id === parentId) : undefined;
  }
  return names.join(' / ');
}
