import { Code } from '@entrepot/contract';
import { AppError } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from './identity.schema.ts';

export const ACCOUNT_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 30;
export const WINDOW_MS = 15 * 60_000;
export const BLOCK_MS = 15 * 60_000;

export const accountKey = (loginName: string) => `account:${loginName.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Refuses with 10429 while the account or the IP is blocked. */
export async function assertNotBlocked(exec: Executor, keys: string[], now = new Date()): Promise<void> {
  for (const key of keys) {
    const [row] = await exec.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (row?.blockedUntil && row.blockedUntil > now) {
      const minutes = Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 60_000);
      throw new AppError(Code.TOO_MANY, `登录失败次数过多，请${minutes}分钟后再试`);
    }
  }
}

/** Counts one failure per key in one statement (safe across processes); blocks at the limit. */
export async function recordFailure(exec: Executor, key: string, limit: number, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const blockUntil = new Date(now.getTime() + BLOCK_MS);
  await exec.execute(sql`
    insert into identity.login_throttle as t (key, failures, window_started_at, blocked_until)
    values (${key}, 1, ${now}, null)
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end,
      blocked_until = case when (case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end) >= ${limit}
                           then ${blockUntil} else t.blocked_until end`);
}

export async function clearFailures(exec: Executor, key: string): Promise<void> {
  await exec.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
