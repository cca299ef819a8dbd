// Codes of areas, shelves and storage locations: what a label printer and a scanner read.

/** Letters, digits and '-' (A-01-03); the server stores them in capitals, so `a-01` and `A-01` are one code. */
export const checkLocationCode = (v: string): string | null =>
  /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(v) ? null : '编码只能包含字母、数字和横线，且以字母或数字开头';

/** The stored form of a code: trimmed, in capitals. */
export const normalCode = (v: string): string => v.trim().toUpperCase();
