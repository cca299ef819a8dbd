import { Code } from '@entrepot/contract';
import { AppError } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { eq, sql } from 'drizzle-orm';
import { type UserRow, users } from './identity.schema.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { logSecurityEvent } from './security-log.ts';
import type { SessionStore } from './sessions.ts';
import { ACCOUNT_MAX_FAILURES, accountKey, clearFailures, IP_MAX_FAILURES, ipKey, recordFailure, releaseAttempt, reserveAttempt } from './throttle.ts';

export const WRONG_CREDENTIALS = '用户名或密码错误';
export const ACCOUNT_DISABLED = '账号已停用，请联系管理员';
export const MUST_CHANGE_PASSWORD = '首次登录或密码已重置，请先修改密码';

export interface LoginInput {
  loginName: string;
  password: string;
  ip: string;
  userAgent?: string;
}

/**
 * Reserves an attempt on the account and the address (refused at their limits whatever the concurrency), checks
 * the password, then opens a session: answers {token, ticket} or refuses.
 */
export async function login(database: Database, sessions: SessionStore, input: LoginInput): Promise<{ token: string; ticket: string }> {
  const keys = [
    { key: accountKey(input.loginName), limit: ACCOUNT_MAX_FAILURES },
    { key: ipKey(input.ip), limit: IP_MAX_FAILURES },
  ];
  try {
    await database.tx(async (tx) => {
      for (const key of keys) await reserveAttempt(tx, key);
    });
  } catch (e) {
    await logSecurityEvent(database.db, 'login_blocked', { loginName: input.loginName, ip: input.ip });
    throw e;
  }
  const [user] = (await database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.login_name})`, input.loginName.toLowerCase()))) as UserRow[];
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await database.tx(async (tx) => {
      for (const key of keys) await recordFailure(tx, key);
      await logSecurityEvent(tx, 'login_failed', { userId: user?.id, loginName: input.loginName, ip: input.ip });
    });
    throw new AppError(Code.VALIDATION, WRONG_CREDENTIALS, { field: 'password' });
  }
  await database.tx(async (tx) => {
    for (const { key } of keys) await releaseAttempt(tx, key);
  });
  if (user.status !== 'active') throw new AppError(Code.FORBIDDEN, ACCOUNT_DISABLED);
  if (user.must_change_password) throw new AppError(Code.MUST_CHANGE_PASSWORD, MUST_CHANGE_PASSWORD);
  return database.tx(async (tx) => {
    await clearFailures(tx, keys[0]!.key);
    const pair = await sessions.create(tx, user.id, { ip: input.ip, userAgent: input.userAgent });
    await logSecurityEvent(tx, 'login', { userId: user.id, loginName: user.login_name, ip: input.ip });
    return pair;
  });
}
