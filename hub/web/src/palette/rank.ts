import { pinyinInitials } from './pinyin-initials.ts';

export interface Searchable {
  title: string;
  /** extra words to match: the menu trail, the path */
  keywords: readonly string[];
}

/** How well `query` fits: an in-order (fuzzy) match on the title, its pinyin initials or a keyword; 0 = no match. */
export function matchScore(query: string, item: Searchable): number {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return 1;
  const title = item.title.toLowerCase();
  if (title === q) return 100;
  if (title.startsWith(q)) return 80;
  if (title.includes(q)) return 60;
  const initials = pinyinInitials(item.title);
  if (initials.startsWith(q)) return 50;
  if (initials.includes(q)) return 40;
  if (isSubsequence(q, title)) return 30;
  if (item.keywords.some((k) => k.toLowerCase().includes(q))) return 20;
  if (isSubsequence(q, initials)) return 10;
  return 0;
}

function isSubsequence(needle: string, haystack: string): boolean {
  let i = 0;
  for (const c of haystack) if (c === needle[i]) i++;
  return i === needle.length;
}

/** Items that match, best first; recents first among equals, then the original order. */
export function rankItems<T extends Searchable & { id: string }>(query: string, items: readonly T[], recents: readonly string[]): T[] {
  const recency = (id: string) => {
    const i = recents.indexOf(id);
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  return items
    .map((item, order) => ({ item, order, score: matchScore(query, item) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || recency(a.item.id) - recency(b.item.id) || a.order - b.order)
    .map((s) => s.item);
}
