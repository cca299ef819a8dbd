import { newId } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { securityLog } from './identity.schema.ts';

export type SecurityEvent =
  | 'login'
  | 'login_failed'
  | 'login_blocked'
  | 'logout'
  | 'permission_refused'
  | 'password_reset'
  | 'password_reset_failed'
  | 'password_reset_code_sent';

export async function logSecurityEvent(
  exec: Executor,
  event: SecurityEvent,
  who: { userId?: string | null; loginName?: string | null; ip?: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await exec.insert(securityLog).values({ id: newId(), event, userId: who.userId ?? null, loginName: who.loginName ?? null, ip: who.ip ?? null, detail });
}
