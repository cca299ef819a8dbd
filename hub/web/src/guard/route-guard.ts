import { ALWAYS_ALLOWED_PATHS, FORBIDDEN_PATH, LOGIN_PATH, PUBLIC_PATHS } from '../navigation/routes.ts';

export interface GuardContext {
  hasSession: boolean;
  /** null while the user's info is still being fetched after login */
  user: { is_admin: boolean; routes: readonly string[] } | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: typeof LOGIN_PATH | typeof FORBIDDEN_PATH };

/** Spec 000 §5 route guard: public whitelist; token + ticket otherwise; non-admins only their routes. */
export function guardRoute(path: string, ctx: GuardContext): GuardDecision {
  if (PUBLIC_PATHS.includes(path)) return { kind: 'allow' };
  if (!ctx.hasSession) return { kind: 'redirect', to: LOGIN_PATH };
  if (!ctx.user) return { kind: 'wait' };
  if (ctx.user.is_admin || ALWAYS_ALLOWED_PATHS.includes(path) || ctx.user.routes.includes(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: FORBIDDEN_PATH };
}

/** Whether the user may open a path; the palette and the menu use it to offer only what opens. */
export function canOpen(path: string, ctx: GuardContext): boolean {
  return guardRoute(path, ctx).kind === 'allow';
}
