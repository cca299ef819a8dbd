// 关联SKU (配件, 替代品, 组合, 相似款): when a relation of a SKU to another may be written. Pure: the write rule
// (server/relationship.commands.ts) reads the facts for every writer — the routes and the import — and asks here.

export interface RelationFacts {
  /** The SKU the relation hangs on, if it exists. */
  sku: { code: string } | undefined;
  /** The related SKU, if it exists. */
  related: { code: string; status: string } | undefined;
  /** The two are the same SKU. */
  self: boolean;
  /** A new relation (an edit keeps a related SKU retired since). */
  creating: boolean;
  /** Another relation already joins the same pair. */
  duplicate: boolean;
}

/** Why the relation cannot be written, in a person's words, or null. */
export function relationRefusal(f: RelationFacts): string | null {
  if (!f.sku) return 'SKU不存在';
  if (!f.related) return '关联SKU不存在';
  if (f.self) return '不能关联SKU自身';
  if (f.creating && f.related.status === 'retired') return `SKU ${f.related.code} 已淘汰，不能关联`;
  return f.duplicate ? `已关联SKU ${f.related.code}` : null;
}
