import type { Option } from '../lookup/gateway.ts';

/** The options plus the record's chosen values (named by the titles the row carries) not among them. */
export function withChosen(options: Option[], chosen: string[], titles: unknown[]): Option[] {
  const known = new Set(options.map((o) => o.value));
  const missing = chosen.flatMap((value, i) => (known.has(value) ? [] : [{ value, label: String(titles[i] ?? value) }]));
  return [...options, ...missing];
}
