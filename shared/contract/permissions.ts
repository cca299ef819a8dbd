/** The one permission test of spec 000 §6, used by server and web: admins pass; others need at least one code. */
export function hasAnyPermission(isAdmin: boolean, granted: ReadonlySet<string> | readonly string[], required: string | readonly string[]): boolean {
  if (isAdmin) return true;
  const codes = typeof required === 'string' ? [required] : required;
  if (codes.length === 0) return true;
  const has = granted instanceof Set ? (c: string) => granted.has(c) : (c: string) => (granted as readonly string[]).includes(c);
  return codes.some(has);
}
