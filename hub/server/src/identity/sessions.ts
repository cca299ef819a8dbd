import { newId, type RequestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { dataAccessOf } from './data-access.ts';
import { sessions, type UserRow, users } from './identity.schema.ts';
import { newOpaqueToken, sameHash, sha256 } from './tokens.ts';

export const IDLE_TIMEOUT_MS = 8 * 3600_000; // a working day without activity
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 3600_000;
const RENEW_EVERY_MS = 60_000; // sliding expiry is written at most once a minute per session
const CACHE_TTL_MS = 5_000; // revocation elsewhere takes effect within this

export interface SessionUser extends RequestUser {
  sessionId: string;
  loginName: string;
  mobile: string | null;
}

interface Cached {
  user: SessionUser;
  ticketHash: string;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  lastWrittenAt: number;
  cachedAt: number;
}

/** A user's codes: those of their enabled roles plus those granted to their organization. */
export async function permissionsOf(exec: Executor, userId: string): Promise<Set<string>> {
  const { rows } = await exec.execute<{ code: string }>(sql`
    select unnest(r.permissions) as code from identity.roles r join identity.users u on r.id = any(u.role_ids)
      where u.id = ${userId} and r.enabled
    union
    select unnest(o.permissions) from identity.organizations o join identity.users u on o.id = u.organization_id
      where u.id = ${userId}`);
  return new Set(rows.map((r) => r.code));
}

/** Opaque sessions: random token + ticket handed to the client, only their hashes stored. */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  private readonly database: Database;
  constructor(database: Database) {
    this.database = database;
  }

  async create(exec: Executor, userId: string, meta: { ip?: string; userAgent?: string }, now = new Date()): Promise<{ token: string; ticket: string }> {
    const token = newOpaqueToken();
    const ticket = newOpaqueToken();
    await exec.insert(sessions).values({
      id: newId(),
      userId,
      tokenHash: sha256(token),
      ticketHash: sha256(ticket),
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + IDLE_TIMEOUT_MS),
      absoluteExpiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { token, ticket };
  }

  /** The signed-in user for a token + ticket pair, or null when missing, expired or revoked. */
  async resolve(token: string | undefined, ticket: string | undefined, now = Date.now()): Promise<SessionUser | null> {
    if (!token || !ticket) return null;
    const tokenHash = sha256(token);
    let entry = this.cache.get(tokenHash);
    if (!entry || now - entry.cachedAt > CACHE_TTL_MS) {
      entry = await this.load(tokenHash, now);
      if (!entry) {
        this.cache.delete(tokenHash);
        return null;
      }
      this.cache.set(tokenHash, entry);
    }
    if (!sameHash(entry.ticketHash, sha256(ticket))) return null;
    if (now >= entry.idleExpiresAt || now >= entry.absoluteExpiresAt) {
      this.cache.delete(tokenHash);
      return null;
    }
    if (now - entry.lastWrittenAt > RENEW_EVERY_MS) await this.renew(entry, now);
    return entry.user;
  }

  /** The user as a route sees them, for work that runs without a request (file tasks). */
  async userById(userId: string): Promise<SessionUser | undefined> {
    const [row] = (await this.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'active')))) as UserRow[];
    return row ? this.toSessionUser(row, '') : undefined;
  }

  private async toSessionUser(user: UserRow, sessionId: string): Promise<SessionUser> {
    const [permissions, access] = await Promise.all([permissionsOf(this.database.db, user.id), dataAccessOf(this.database.db, user)]);
    return { id: user.id, sessionId, loginName: user.login_name, name: user.name, mobile: user.mobile, isAdmin: user.is_admin, permissions, access };
  }

  private async load(tokenHash: string, now: number): Promise<Cached | undefined> {
    const [row] = await this.database.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(users.status, 'active')));
    if (!row) return undefined;
    return {
      user: await this.toSessionUser(row.user as UserRow, row.session.id),
      ticketHash: row.session.ticketHash,
      idleExpiresAt: row.session.idleExpiresAt.getTime(),
      absoluteExpiresAt: row.session.absoluteExpiresAt.getTime(),
      lastWrittenAt: row.session.lastSeenAt.getTime(),
      cachedAt: now,
    };
  }

  private async renew(entry: Cached, now: number): Promise<void> {
    entry.lastWrittenAt = now;
    entry.idleExpiresAt = Math.min(now + IDLE_TIMEOUT_MS, entry.absoluteExpiresAt);
    await this.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), idleExpiresAt: new Date(entry.idleExpiresAt) })
      .where(eq(sessions.id, entry.user.sessionId));
  }

  async revoke(exec: Executor, sessionId: string): Promise<void> {
    await exec.delete(sessions).where(eq(sessions.id, sessionId));
    this.forget((e) => e.user.sessionId === sessionId);
  }

  /** Ends every session of a user (password reset, disable). */
  async revokeAllOf(exec: Executor, userId: string): Promise<void> {
    await exec.delete(sessions).where(eq(sessions.userId, userId));
    this.forget((e) => e.user.id === userId);
  }

  /** Drops cached permissions so a role change is seen at once in this process (others within 5 s). */
  forgetUsers(userIds: string[]): void {
    const ids = new Set(userIds);
    this.forget((e) => ids.has(e.user.id));
  }

  /** Data-permission groups changed: every cached session re-reads its rules on its next request. */
  forgetAll(): void {
    this.cache.clear();
  }

  private forget(match: (e: Cached) => boolean): void {
    for (const [key, e] of this.cache) if (match(e)) this.cache.delete(key);
  }

  async purgeExpired(exec: Executor, now = new Date()): Promise<void> {
    await exec.delete(sessions).where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
  }
}
