// The category tree as nested nodes (`GET category`, the cascaders' read): built from the flat rows the tree
// query answers (parents before children), each node's children in the rows' order.

export interface FlatCategory {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  name_en?: string | null;
  level: number;
  sort: number;
}

export type CategoryNode = FlatCategory & { path: string; children: CategoryNode[] };

/**
 * Nests the rows. `under` keeps the descendants of that category (its children at the top; an unknown id:
 * nothing); `depth` keeps that many levels below the top (1: the top nodes only, with no children).
 */
export function nestCategories(rows: FlatCategory[], under?: string, depth = Number.POSITIVE_INFINITY): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  const byParent = new Map<string | null, CategoryNode[]>();
  for (const row of rows) {
    const node: CategoryNode = { ...row, path: row.name, children: [] };
    nodes.set(row.id, node);
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(node);
    byParent.set(row.parent_id, siblings);
  }
  const attach = (parent: CategoryNode | null, left: number): CategoryNode[] => {
    const kids = byParent.get(parent?.id ?? null) ?? [];
    for (const kid of kids) {
      if (parent) kid.path = `${parent.path} / ${kid.name}`;
      kid.children = left > 1 ? attach(kid, left - 1) : [];
    }
    return kids;
  };
  if (under === undefined) return attach(null, depth);
  const top = nodes.get(under);
  if (!top) return [];
  attach(null, Number.POSITIVE_INFINITY); // paths of every node, ancestors' names first
  return attach(top, depth);
}
