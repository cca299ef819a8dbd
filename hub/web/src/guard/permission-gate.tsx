import type { ReactNode } from 'react';
import { usePermission } from './permission.ts';

/** Renders its children only for a user holding one of the codes; otherwise nothing is in the page. */
export function Permission({ code, children }: { code: string | readonly string[]; children: ReactNode }) {
  return usePermission(code) ? children : null;
}
