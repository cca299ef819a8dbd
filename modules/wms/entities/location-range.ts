// Batch creation of storage locations: `A-01-01` … `A-01-20` is the codes whose last number runs from 1 to
// 20, with the same prefix and the same zero padding. Pure, so the rules are tested without a database.

export const MAX_BATCH_LOCATIONS = 500;

const split = (code: string) => /^(.*?)(\d+)$/.exec(code.trim().toUpperCase());

/** The codes from `from` to `to`, or the reason they do not make a range. */
export function locationCodeRange(from: string, to: string): { codes: string[] } | { field: string; message: string } {
  const a = split(from);
  const b = split(to);
  if (!a) return { field: 'code_from', message: '起始库位编码须以数字结尾，如 A-01-01' };
  if (!b) return { field: 'code_to', message: '结束库位编码须以数字结尾，如 A-01-20' };
  const [, prefix, first] = a as unknown as [string, string, string];
  const [, prefixTo, last] = b as unknown as [string, string, string];
  if (prefix !== prefixTo) return { field: 'code_to', message: '起止库位编码除末尾数字外须相同' };
  const start = Number(first);
  const end = Number(last);
  if (end < start) return { field: 'code_to', message: '结束编号不能小于起始编号' };
  if (end - start + 1 > MAX_BATCH_LOCATIONS) return { field: 'code_to', message: `一次最多生成${MAX_BATCH_LOCATIONS}个库位` };
  const width = first.length;
  return { codes: Array.from({ length: end - start + 1 }, (_, i) => `${prefix}${String(start + i).padStart(width, '0')}`) };
}
