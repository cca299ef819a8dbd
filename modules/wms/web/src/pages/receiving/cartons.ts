/** The cartons of a line: `units` packed `perBox` a carton, the last one holding the rest. */
export function cartons(units: number, perBox: number): number[] {
  if (units <= 0 || perBox <= 0) return [];
  const full = Math.floor(units / perBox);
  const rest = units - full * perBox;
  return [...Array.from({ length: full }, () => perBox), ...(rest > 0 ? [rest] : [])];
}
