// The picture library's rows as the screen sees them, and the rules it checks before asking the server.

export interface PictureRow {
  id: string;
  name: string | null;
  spu_id: string;
  sku_id: string | null;
  sku_id_title?: string | null;
  tags: string[] | null;
  is_main: boolean;
  sort: number | null;
  file: { id: string; name: string; url: string } | null;
}

export interface SpuOption {
  id: string;
  code: string;
  name: string;
}

export interface SkuOption {
  id: string;
  code: string;
}

/** The owner a picture belongs to: one of the SPU's SKUs, or the SPU itself. */
export const ownerOf = (p: Pick<PictureRow, 'spu_id' | 'sku_id'>): string => p.sku_id ?? `spu:${p.spu_id}`;

/** The grid's order: the SPU's own pictures first, then each SKU's by its code; an owner's in their sort order. */
export function byOwner(a: PictureRow, b: PictureRow): number {
  const own = (p: PictureRow) => (p.sku_id === null ? 0 : 1);
  return own(a) - own(b) || (a.sku_id_title ?? '').localeCompare(b.sku_id_title ?? '') || (a.sort ?? 0) - (b.sort ?? 0);
}

/** 批量设主图 takes one picture per SPU/SKU: the owner's label of the first repeat, or null when fine. */
export function repeatedOwner(chosen: Pick<PictureRow, 'spu_id' | 'sku_id' | 'sku_id_title'>[]): string | null {
  const seen = new Set<string>();
  for (const p of chosen) {
    const key = ownerOf(p);
    if (seen.has(key)) return p.sku_id ? (p.sku_id_title ?? 'SKU') : 'SPU';
    seen.add(key);
  }
  return null;
}

/** The owner filter of the screen: all pictures of the SPU, the SPU's own, or one SKU's. */
export function ownerQuery(owner: string): Record<string, string> {
  if (owner === 'all') return {};
  if (owner === 'spu') return { owner: 'spu' };
  return { sku_id: owner };
}
