// The image-url tool's rows as the screen sees them, and what it works out before asking the server.

export interface ImageUrlRow {
  id: string;
  url: string;
  sku_id: string | null;
  sku_id_title?: string | null;
  sort: number;
  state: 'pending' | 'done' | 'failed';
  picture_id: string | null;
  picture_id_title?: string | null;
  message: string | null;
}

/** Pasted text → the addresses, one per line (blank lines and repeats dropped, spaces trimmed). */
export function urlsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\r\n]+/)
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

/** 上移/下移: the two neighbours' ids in their new order (they swap places), or null at an end. */
export function swapWithNeighbour(rows: Pick<ImageUrlRow, 'id'>[], index: number, step: -1 | 1): [string, string] | null {
  const other = rows[index + step];
  const row = rows[index];
  if (!row || !other) return null;
  return step === -1 ? [row.id, other.id] : [other.id, row.id];
}

/** What 抓取到图库 works on: the checked entries, else every entry not yet 已完成. */
export function toFetch(rows: Pick<ImageUrlRow, 'id' | 'state'>[], checked: string[]): string[] {
  return checked.length > 0 ? checked : rows.filter((r) => r.state !== 'done').map((r) => r.id);
}
