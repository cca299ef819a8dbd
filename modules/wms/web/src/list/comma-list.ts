/** A batch query's text (`A,B`, one per line or tab-separated) as the comma list the routes read; '' when empty. */
export function commaList(value: string): string {
  return value
    .split(/[,\n\t]/)
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .join(',');
}
