// Stored and written values compared as a person reads them: decimal texts by value ('18.50' = '18.5'), empty
// and absent alike. The imports (../server/import-env.ts) and the customs review (./save-sku-customs.command.ts)
// use it to tell a real change from the same value written again.

/** Decimal texts compared by value ('18.50' = '18.5'), other values as they are. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => {
    if (v === null || v === undefined || v === '') return null;
    const text = String(v);
    return /^-?\d+\.\d*$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  };
  return norm(a) === norm(b);
}
