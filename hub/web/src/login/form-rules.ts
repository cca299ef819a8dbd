import type { Check } from '@entrepot/validators';

type Callback = (error?: string) => void;

/** An Arco form rule from one of the shared checks, so the page shows the spec's exact message. */
export function ruleOf(check: Check) {
  return { validator: (value: unknown, callback: Callback) => callback(check(typeof value === 'string' ? value : '') ?? undefined) };
}
