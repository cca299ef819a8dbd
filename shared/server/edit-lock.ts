// Edit leases (notes/documents.md "Concurrency and locks"): while a person edits a document they hold its
// lease, renewed by heartbeats; a lease whose heartbeats stopped expires and the next editor takes it over.
// A save must present the live token (`assertLockHeld`, in the save's transaction: it waits on a concurrent
// takeover and so never saves over one). The record's `version` check stays as well: the lease prevents
// wasted work, the version lost updates.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './db/database.ts';
import { conflict } from './errors.ts';
import { editLock } from './platform.schema.ts';

export interface LockHolder {
  id: string;
  name: string;
}

export interface LockState {
  /** Someone else holds a live lease: the record may not be edited now. */
  locked: boolean;
  /** The live lease is the asker's own. */
  mine: boolean;
  holder_name: string | null;
  /** When the holder took it (ISO). */
  since: string | null;
  expires_at: string | null;
}

type LeaseRow = typeof editLock.$inferSelect;

/** `11-26 14:05` in the business's time (UTC+8), as a refusal names it. */
function shortTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(5, 10)} ${local.slice(11, 16)}`;
}

/** Who holds it since when, in a person's words. */
export function heldMessage(label: string, lease: Pick<LeaseRow, 'holder_name' | 'acquired_at'>): string {
  return `该${label}正由 ${lease.holder_name} 编辑（自 ${shortTime(lease.acquired_at)} 起），请稍后再试`;
}

const keyOf = (resource: string, recordId: string) => and(eq(editLock.resource, resource), eq(editLock.record_id, recordId));

async function leaseOf(exec: Executor, resource: string, recordId: string): Promise<LeaseRow | undefined> {
  const [row] = await exec.select().from(editLock).where(keyOf(resource, recordId));
  return row;
}

const isLive = (lease: LeaseRow | undefined, now = new Date()): lease is LeaseRow => !!lease && lease.expires_at > now;

/** `getLockBefor`: whether the asker may take the lock now, and who holds it. */
export async function lockState(exec: Executor, resource: string, recordId: string, me: LockHolder): Promise<LockState> {
  const lease = await leaseOf(exec, resource, recordId);
  if (!isLive(lease)) return { locked: false, mine: false, holder_name: null, since: null, expires_at: null };
  const mine = lease.holder_id === me.id;
  return { locked: !mine, mine, holder_name: lease.holder_name, since: lease.acquired_at.toISOString(), expires_at: lease.expires_at.toISOString() };
}

/**
 * `getLock`: takes the lease when it is free, expired, or already the asker's (a second tab of the same person
 * takes it over, and the first tab's token dies). One statement: of two racing editors exactly one wins.
 */
export async function acquireLock(
  exec: Executor,
  resource: string,
  recordId: string,
  me: LockHolder,
  leaseSeconds: number,
  label: string,
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(18).toString('base64url');
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const [won] = await exec
    .insert(editLock)
    .values({ resource, record_id: recordId, token, holder_id: me.id, holder_name: me.name, acquired_at: sql`now()`, expires_at: lease })
    .onConflictDoUpdate({
      target: [editLock.resource, editLock.record_id],
      set: { token, holder_id: me.id, holder_name: me.name, acquired_at: sql`now()`, expires_at: lease },
      setWhere: sql`${editLock.expires_at} <= now() or ${editLock.holder_id} = ${me.id}`,
    })
    .returning({ expires_at: editLock.expires_at });
  if (won) return { token, expires_at: won.expires_at.toISOString() };
  const holder = await leaseOf(exec, resource, recordId);
  throw conflict(holder ? heldMessage(label, holder) : `该${label}正被他人编辑，请稍后再试`);
}

/** `heartbeat`: renews the asker's lease; a token that lost the lease is told who has it now. */
export async function renewLock(
  exec: Executor,
  resource: string,
  recordId: string,
  token: string,
  leaseSeconds: number,
  label: string,
): Promise<{ expires_at: string }> {
  const [renewed] = await exec
    .update(editLock)
    .set({ expires_at: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(keyOf(resource, recordId), eq(editLock.token, token)))
    .returning({ expires_at: editLock.expires_at });
  if (renewed) return { expires_at: renewed.expires_at.toISOString() };
  throw await lostLock(exec, resource, recordId, label);
}

/** `unLock`: gives the lease back (a token that no longer holds it changes nothing). */
export async function releaseLock(exec: Executor, resource: string, recordId: string, token: string): Promise<void> {
  await exec.delete(editLock).where(and(keyOf(resource, recordId), eq(editLock.token, token)));
}

async function lostLock(exec: Executor, resource: string, recordId: string, label: string) {
  const lease = await leaseOf(exec, resource, recordId);
  return conflict(isLive(lease) ? heldMessage(label, lease) : `编辑锁已失效，请重新进入编辑`);
}

/**
 * A save's check, in the save's transaction: the token must hold the lease (an expired lease nobody took over
 * still counts: nothing was lost). The row is locked until the save commits, so a takeover waits for it.
 */
export async function assertLockHeld(exec: Executor, resource: string, recordId: string, token: string | undefined, label: string): Promise<void> {
  if (!token) throw conflict(`请先锁定该${label}再保存`);
  const [held] = await exec
    .select({ token: editLock.token })
    .from(editLock)
    .where(and(keyOf(resource, recordId), eq(editLock.token, token)))
    .for('update');
  if (!held) throw await lostLock(exec, resource, recordId, label);
}
