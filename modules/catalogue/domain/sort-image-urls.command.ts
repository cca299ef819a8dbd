// `imagenewurl/sort` `{ids}` in their new order: entries of one SPU swap places among themselves, each taking, in
// the new order, the slots they held. Refused: entries of more than one SPU. The server
// (../server/image-url-commands.ts) locks and reads the entries named (all visible, or 10404), then moves the ones
// whose place changes.
import { type Refusal, refuseConflict } from './refusal.ts';

/** New positions for entries reordered among themselves: each takes, in the new order, the slots they held. */
export function reorder(current: { id: string; sort: number }[], wanted: readonly string[]): Map<string, number> {
  const slots = current.map((c) => c.sort).sort((a, b) => a - b);
  return new Map(wanted.map((id, i) => [id, slots[i]!]));
}

export interface SortImageUrlsState {
  /** The entries named (exactly those, each once), with their place now. */
  entries: readonly { id: string; spu_id: string; sort: number | null }[];
}

export interface ImageUrlsSort {
  /** The entries whose place changes, with their new one, in the order read. */
  moves: { id: string; sort: number }[];
  /** How many entries were sorted. */
  sorted: number;
}

export function decideSortImageUrls({ entries }: SortImageUrlsState, input: { ids: readonly string[] }): ImageUrlsSort | Refusal {
  if (new Set(entries.map((e) => e.spu_id)).size > 1) return refuseConflict('只能排序同一SPU的图片链接');
  const positions = reorder(
    entries.map((e) => ({ id: e.id, sort: e.sort ?? 0 })),
    input.ids,
  );
  const moves = entries.flatMap((e) => {
    const sort = positions.get(e.id)!;
    return sort === e.sort ? [] : [{ id: e.id, sort }];
  });
  return { moves, sorted: input.ids.length };
}
