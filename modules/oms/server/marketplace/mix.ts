/**
 * The local fakes' deterministic chance (marketplace, advertising): the same parts give the same number in [0, 1)
 * everywhere, so a fake's day or order reads the same however often it is asked.
 */
export function mix(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  // murmur3's finaliser: every input bit reaches the high bits a choice reads.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
