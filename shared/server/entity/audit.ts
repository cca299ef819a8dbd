import { toWireTime } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { newId } from '../ids.ts';
import { auditLog } from './audit.schema.ts';
import { insertByUnnest } from './bulk-insert.ts';
import type { EntityRegistry } from './service.ts';
import { columnOf } from './table.ts';

export interface Actor {
  id: string;
  name: string;
}

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** Field-level differences of the audited fields between two versions of a record. */
export function diff(decl: EntityDecl, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.audited === false || field.writeOnly) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

export interface AuditEntry {
  decl: EntityDecl;
  recordId: string;
  action: string;
  actor: Actor;
  changes: Changes;
}

export async function appendAudit(exec: Executor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    id: newId(),
    userId: e.actor.id,
    userName: e.actor.name,
    entity: e.decl.name,
    recordId: e.recordId,
    action: e.action,
    changes: e.changes,
  }));
  // An import's thousand entries go in through unnest arrays; a single entry through the plain insert.
  if (rows.length > 1 && (await insertByUnnest(exec, auditLog, rows, false))) return;
  await exec.insert(auditLog).values(rows);
}

/** The changes without the reader's hidden columns (column rules hold in operation logs too). */
export function visibleChanges(changes: Changes, hidden: ReadonlySet<string>): Changes {
  return hidden.size === 0 ? changes : Object.fromEntries(Object.entries(changes).filter(([k]) => !hidden.has(k)));
}

/** A record's operation log, newest first; the caller's hidden columns are left out of every change. */
export async function auditTrail(exec: Executor, decl: EntityDecl, recordId: string, hidden: ReadonlySet<string> = new Set()) {
  const rows = await exec
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, decl.name), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    at: toWireTime(r.at),
    user_id: r.userId,
    user_name: r.userName,
    action: r.action,
    changes: visibleChanges(r.changes, hidden),
  }));
}

/**
 * The changes of many log entries with each single reference's ids read as its target's title (`SPU: 空 →
 * TS001`, not a uuid), one query per referenced entity the registry knows; other values are left as they are.
 */
export async function titledChanges(exec: Executor, decl: EntityDecl, registry: EntityRegistry, entries: Changes[]): Promise<Changes[]> {
  const titled = new Map<string, Map<string, unknown>>(); // field key → id → title
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.type !== 'reference') continue;
    const target = registry.get(field.to);
    const ids = [...new Set(entries.flatMap((c) => [c[key]?.before, c[key]?.after]).filter((v): v is string => typeof v === 'string'))];
    if (!target || ids.length === 0) continue;
    const rows = (await exec
      .select({ id: columnOf(target.table, 'id'), title: columnOf(target.table, target.decl.titleField) })
      .from(target.table)
      .where(inArray(columnOf(target.table, 'id'), ids))) as { id: string; title: unknown }[];
    titled.set(key, new Map(rows.map((r) => [r.id, r.title])));
  }
  if (titled.size === 0) return entries;
  const title = (key: string, v: unknown) => (typeof v === 'string' ? (titled.get(key)?.get(v) ?? v) : v);
  return entries.map((c) =>
    Object.fromEntries(Object.entries(c).map(([key, m]) => [key, titled.has(key) ? { before: title(key, m.before), after: title(key, m.after) } : m])),
  );
}

/** The nil id: who a scheduled or event-driven change is recorded as, under a name that says what ran it. */
export const SYSTEM_ID = '00000000-0000-0000-0000-000000000000';
export const systemActor = (name: string): Actor => ({ id: SYSTEM_ID, name });
