import { randomInt } from 'node:crypto';
import { Code } from '@entrepot/contract';
import { AppError, invalid, newId } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { securityLog, smsCodes, type UserRow, users } from './identity.schema.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { logSecurityEvent, type SecurityEvent } from './security-log.ts';
import type { SessionStore } from './sessions.ts';
import type { SmsSender } from './sms.ts';
import { sameHash, sha256 } from './tokens.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const PURPOSE = 'SMS_FORGOT_PASSWORD_CODE';

export const MSG = {
  RESEND_TOO_SOON: '验证码已发送，请60秒后再试',
  CODE_WRONG: '验证码错误',
  CODE_EXPIRED: '验证码已失效，请重新获取',
  MISMATCH: '两次密码输入不一致',
  NAME_MISMATCH: '用户名与手机号不匹配',
} as const;

// The code never reaches a log: only its salted hash is stored, and the SMS text goes to the sender.
const hashCode = (id: string, code: string) => sha256(`${id}:${code}`);

/** Codes sent per client address, and in all, within any hour (a bound on the SMS a caller can make us send). */
export interface SendCodeLimits {
  perAddress: number;
  global: number;
}
export const SEND_CODE_LIMITS: SendCodeLimits = { perAddress: 10, global: 500 };
export const SEND_WINDOW_MS = 60 * 60_000;
/** The security-log event of a code sent; its rows (with the address) are what the hourly limits count. */
export const CODE_SENT_EVENT: SecurityEvent = 'password_reset_code_sent';

const tooOften = (minutes: number) => new AppError(Code.TOO_MANY, `验证码发送过于频繁，请${minutes}分钟后再试`);
const lockOn = (tx: Executor, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity.sms_codes:${key}`}))`);

/** Refuses when `limit` codes were already sent in the hour before `now`, telling when the oldest leaves the hour. */
async function assertUnderLimit(tx: Executor, limit: number, ip: string | null, now: Date): Promise<void> {
  const recent = await tx
    .select({ at: securityLog.at })
    .from(securityLog)
    .where(
      and(
        eq(securityLog.event, CODE_SENT_EVENT),
        gt(securityLog.at, new Date(now.getTime() - SEND_WINDOW_MS)),
        lte(securityLog.at, now),
        ip === null ? undefined : eq(securityLog.ip, ip),
      ),
    )
    .orderBy(desc(securityLog.at))
    .limit(limit);
  const oldest = recent[limit - 1];
  if (!oldest) return;
  const wait = oldest.at.getTime() + SEND_WINDOW_MS - now.getTime();
  throw tooOften(Math.max(1, Math.ceil(wait / 60_000)));
}

/**
 * Sends a 6-digit code to the mobile of an enabled account; silent for unknown numbers (no enumeration). Refuses a
 * resend to the number within 60 s, and more than `limits` codes per address or in all within an hour. The locks
 * (number, address, global, always in that order) make the checks hold however many requests arrive at once.
 */
export async function sendResetCode(
  database: Database,
  sms: SmsSender,
  input: { mobile: string; ip: string },
  at?: Date,
  limits: SendCodeLimits = SEND_CODE_LIMITS,
): Promise<void> {
  const { mobile, ip } = input;
  await database.tx(async (tx) => {
    await lockOn(tx, `mobile:${mobile}`);
    await lockOn(tx, `ip:${ip}`);
    await lockOn(tx, 'global');
    // The clock is read once the locks are held: a request that waited behind others sees the codes they sent
    // (taken before the wait, its time would fall before theirs and the hourly count would miss them).
    const now = at ?? new Date();
    const [latest] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, PURPOSE)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) throw new AppError(Code.TOO_MANY, MSG.RESEND_TOO_SOON);
    await assertUnderLimit(tx, limits.perAddress, ip, now);
    await assertUnderLimit(tx, limits.global, null, now);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.status, 'active')));
    const id = newId();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A row is written even for unknown numbers so the 60 s rule and the hourly limits cannot tell them apart.
    await tx
      .insert(smsCodes)
      .values({ id, mobile, purpose: PURPOSE, codeHash: hashCode(id, code), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    await tx.insert(securityLog).values({ id: newId(), at: now, event: CODE_SENT_EVENT, ip, detail: { mobile_tail: mobile.slice(-4) } });
    if (user) await sms.send(tx, mobile, `【Entrepot】您的验证码为 ${code}，10分钟内有效，请勿告诉他人。`);
  });
}

export interface ResetInput {
  mobile: string;
  code: string;
  password: string;
  passwordConfirmation: string;
  loginName?: string;
  ip: string;
}

/** Checks the code (single use, 10 min, burned after 5 wrong tries), sets the password, ends all sessions. */
export async function resetPassword(database: Database, sessions: SessionStore, input: ResetInput, now = new Date()): Promise<void> {
  if (input.password !== input.passwordConfirmation) throw invalid('password_confirmation', MSG.MISMATCH);
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  const failure = await database.tx(async (tx) => {
    const [latest] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, PURPOSE), isNull(smsCodes.usedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.expiresAt <= now || latest.failedAttempts >= MAX_CODE_ATTEMPTS) return MSG.CODE_EXPIRED;
    if (!sameHash(latest.codeHash, hashCode(latest.id, input.code))) {
      await tx
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(eq(smsCodes.id, latest.id));
      return MSG.CODE_WRONG;
    }
    await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, latest.id));
    const [user] = (await tx
      .select()
      .from(users)
      .where(and(eq(users.mobile, input.mobile), eq(users.status, 'active')))) as UserRow[];
    if (!user) return MSG.CODE_WRONG;
    if (input.loginName && input.loginName.toLowerCase() !== user.login_name.toLowerCase()) return MSG.NAME_MISMATCH;
    await tx.update(users).set({ password_hash: passwordHash, must_change_password: false, updated_at: now }).where(eq(users.id, user.id));
    await sessions.revokeAllOf(tx, user.id);
    await logSecurityEvent(tx, 'password_reset', { userId: user.id, loginName: user.login_name, ip: input.ip });
    return null;
  });
  if (failure) {
    await logSecurityEvent(database.db, 'password_reset_failed', { ip: input.ip }, { mobile_tail: input.mobile.slice(-4), reason: failure });
    throw invalid('code', failure);
  }
}
