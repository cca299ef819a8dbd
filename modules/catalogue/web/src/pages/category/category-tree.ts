export interface CategoryRow {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  name_en: string | null;
  level: number;
  sort: number | null;
  version: number;
}

export interface CategoryNode {
  key: string;
  title: string;
  row: CategoryRow;
  children: CategoryNode[];
}

/** The flat rows (ordered by level, sort) as a tree; a row whose parent is missing becomes a root. */
export function toTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { key: row.id, title: `${row.name}（${row.code}）`, row, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.parent_id ? nodes.get(node.row.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
