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

export interface ThrottleKey {
  key: string;
  limit: number;
}

const blocked = (minutes: number) => new AppError(Code.TOO_MANY, `登录失败次数过多，请${minutes}分钟后再试`);

/**
 * Reserves one attempt per key before the password is checked, in the statement that checks the limit: the
 * counter holds failures and attempts still being checked, so however many arrive at once, at most `limit`
 * passwords per key and window are ever evaluated. A key over its limit or blocked answers 10429 and counts
 * nothing; run it in a transaction so a refusal by the second key takes the first key's reservation back.
 */
export async function reserveAttempt(exec: Executor, { key, limit }: ThrottleKey, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const reserved = await exec.execute(sql`
    insert into identity.login_throttle as t (key, failures, window_started_at, blocked_until)
    values (${key}, 1, ${now}, null)
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end,
      blocked_until = null
    where (t.blocked_until is null or t.blocked_until <= ${now})
      and (t.window_started_at < ${windowStart} or t.failures < ${limit})
    returning t.key`);
  if (reserved.rows.length > 0) return;
  const [row] = await exec.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const until = row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil.getTime() : now.getTime() + BLOCK_MS;
  throw blocked(Math.ceil((until - now.getTime()) / 60_000));
}

/** A reserved attempt that failed stays counted; at the limit the key is blocked for BLOCK_MS. */
export async function recordFailure(exec: Executor, { key, limit }: ThrottleKey, now = new Date()): Promise<void> {
  await exec.execute(sql`
    update identity.login_throttle set blocked_until = ${new Date(now.getTime() + BLOCK_MS)}
    where key = ${key} and failures >= ${limit} and (blocked_until is null or blocked_until <= ${now})`);
}

/** A reserved attempt whose password was right is no failure: its reservation is given back. */
export async function releaseAttempt(exec: Executor, key: string): Promise<void> {
  await exec.execute(sql`update identity.login_throttle set failures = greatest(failures - 1, 0) where key = ${key}`);
}

export async function clearFailures(exec: Executor, key: string): Promise<void> {
  await exec.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
