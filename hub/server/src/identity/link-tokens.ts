import { Code } from '@entrepot/contract';
import { AppError, newId } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkTokens } from './identity.schema.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

export interface LinkTarget {
  recordType: string;
  recordId: string;
  action: string;
  /** The person the link acts as (an approval link's approver). */
  actorId?: string | null;
}

export const LINK_INVALID = '链接无效或已过期';

/** Issues a bearer link for a public page: 256 random bits, bound to one record and action, expiring. */
export async function issueLinkToken(exec: Executor, target: LinkTarget, opts: { ttlSeconds: number; createdBy?: string }, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await exec.insert(linkTokens).values({
    id: newId(),
    tokenHash: sha256(token),
    ...target,
    expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000),
    createdBy: opts.createdBy ?? null,
  });
  return token;
}

/** The record a link opens, when the token is live and was issued for this kind of record and action. */
export async function resolveLinkToken(exec: Executor, token: string, expected: { recordType: string; action: string }, now = new Date()): Promise<LinkTarget> {
  const [row] = await exec
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, sha256(token)), isNull(linkTokens.revokedAt)));
  if (!row || row.expiresAt <= now || row.recordType !== expected.recordType || row.action !== expected.action) {
    throw new AppError(Code.FORBIDDEN, LINK_INVALID);
  }
  return { recordType: row.recordType, recordId: row.recordId, action: row.action, ...(row.actorId ? { actorId: row.actorId } : {}) };
}

/**
 * Uses the link once, in the caller's transaction: of two racing uses the first wins and the second is refused,
 * as is every later one. Answers what it was issued for.
 */
export async function spendLinkToken(exec: Executor, token: string, expected: { recordType: string; action: string }, now = new Date()): Promise<LinkTarget> {
  const [row] = await exec
    .update(linkTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, sha256(token)),
        isNull(linkTokens.revokedAt),
        gt(linkTokens.expiresAt, now),
        eq(linkTokens.recordType, expected.recordType),
        eq(linkTokens.action, expected.action),
      ),
    )
    .returning();
  if (!row) throw new AppError(Code.FORBIDDEN, LINK_INVALID);
  return { recordType: row.recordType, recordId: row.recordId, action: row.action, ...(row.actorId ? { actorId: row.actorId } : {}) };
}

export async function revokeLinkToken(exec: Executor, token: string, now = new Date()): Promise<void> {
  await exec
    .update(linkTokens)
    .set({ revokedAt: now })
    .where(eq(linkTokens.tokenHash, sha256(token)));
}

/** Revokes every live link to a record (e.g. when the document is cancelled). */
export async function revokeLinksTo(exec: Executor, recordType: string, recordId: string, now = new Date()): Promise<void> {
  await exec
    .update(linkTokens)
    .set({ revokedAt: now })
    .where(and(eq(linkTokens.recordType, recordType), eq(linkTokens.recordId, recordId), isNull(linkTokens.revokedAt)));
}
