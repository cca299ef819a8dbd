// Reads of a change request: the create form's data (the subject and its children with the current value of every
// changeable field, the fields with their choices) and a request with its approval's levels and steps.
import { choicesOf, type WaitingRequest } from '@entrepot/entity';
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { columnOf } from '@entrepot/server-kit/entity';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { findRequest, requestView, stepsOf } from '../approvals/request-store.ts';
import type { ChangeKit } from './kit.ts';
import { codeOf } from './lines.ts';

type Row = Record<string, unknown>;

/** Choices of a reference field offered at most (the enabled records, by title). */
const OPTIONS_LIMIT = 500;

/** One target of the form: the subject or a child, with the current value of each of its fields `{value, text}`. */
async function targetView(kit: ChangeKit, exec: Executor, key: string, row: Row, pending: Map<string, string>) {
  const t = kit.decl.targets[key]!;
  const fields = kit.decl.fields.filter((f) => f.target === key);
  const refs = fields.filter((f) => kit.values.declared(f).type === 'reference').map((f) => ({ field: f.field, value: row[f.field] }));
  const titles = await kit.values.titles(exec, kit.services[key]!, refs);
  const status = t.entity.fields.status;
  const states = status?.type === 'status' ? (status.machine.states as Record<string, { label: string }>) : {};
  return {
    id: row.id,
    code: codeOf(row),
    name: row[t.entity.titleField] ?? null,
    ...(t.aside ? { aside: row[t.aside] ?? null } : {}),
    status: row.status ?? null,
    status_label: states[String(row.status)]?.label ?? row.status ?? null,
    pending_code: pending.get(kit.targetKey(key, row.id)) ?? null,
    values: Object.fromEntries(
      fields.map((f) => {
        const value = kit.values.current(f, row);
        return [f.key, { value, text: kit.values.display(f, value, titles) }];
      }),
    ),
  };
}

/** The fields with their choices: an enum's options, a reference's enabled records. */
async function fieldsWithChoices(kit: ChangeKit, exec: Executor) {
  return Promise.all(
    kit.decl.fields.map(async (f) => {
      const declared = kit.values.declared(f);
      if (declared.type === 'enum') return { ...f, options: choicesOf(declared).map(({ value, label }) => ({ value, label })) };
      const target = declared.type === 'reference' ? kit.services[f.target]!.referencedService(f.field) : undefined;
      if (!target) return f;
      const rows = await target.options(exec, { limit: OPTIONS_LIMIT });
      return { ...f, options: rows.map((r) => ({ value: String(r.id), label: String(r.title) })) };
    }),
  );
}

/**
 * The create form's data for a subject the reader may change: `{<subject>: target, <child>s: [target…], fields}`
 * (`{spu, skus, fields}`), each target with the request already waiting on it.
 */
export async function createForm(kit: ChangeKit, exec: Executor, subjectId: string, subjectScope: SQL | undefined) {
  const subject = await kit.subjectRow(exec, subjectId, subjectScope);
  if (!subject) throw notFound(kit.subject.decl.label);
  const [children, pending, fields] = await Promise.all([kit.childRows(exec, subjectId), kit.pendingTargets(exec, subjectId), fieldsWithChoices(kit, exec)]);
  const out: Record<string, unknown> = { [kit.decl.subject]: await targetView(kit, exec, kit.decl.subject, subject, pending) };
  for (const [key] of kit.children) out[`${key}s`] = await Promise.all((children[key] ?? []).map((row) => targetView(kit, exec, key, row, pending)));
  return { ...out, fields };
}

/** A request with its lines and attachments (the entity's detail) and its approval: levels and steps. */
export async function requestDetail(kit: ChangeKit, exec: Executor, id: string, scope: SQL | undefined) {
  const request = await kit.service.get(exec, id, scope);
  const approvalId = request.approval_request_id ? String(request.approval_request_id) : null;
  const approval = approvalId ? { ...requestView(await findRequest(exec, approvalId)), steps: await stepsOf(exec, approvalId) } : null;
  return { ...request, approval };
}

/**
 * The request waiting on each of these records (a pending request of the subject, or with a line of the child),
 * among the subjects the reader may see (`scope`, the subject's rule).
 */
export async function waitingOn(kit: ChangeKit, exec: Executor, kind: string, ids: string[], scope: SQL | undefined): Promise<WaitingRequest[]> {
  if (ids.length === 0) return [];
  const request = kit.service.table;
  const line = kit.lineTable;
  const subject = kit.subject.table;
  const col = (key: string) => columnOf(request, key);
  const subjectId = col(`${kit.decl.subject}_id`);
  const target = kind === kit.decl.subject ? subjectId : columnOf(line, `${kind}_id`);
  const seen = scope && exists(sql`(select 1 from ${subject} where ${columnOf(subject, 'id')} = ${subjectId} and ${scope})`);
  const rows = await exec
    .selectDistinct({ id: target, request_id: col('id'), code: col('code') })
    .from(request)
    .innerJoin(line, eq(columnOf(line, 'request_id'), col('id')))
    .where(and(eq(col('status'), 'pending'), inArray(target, ids), seen));
  return rows.map((r) => ({ id: String(r.id), request_id: String(r.request_id), code: String(r.code), what: kit.decl.label }));
}
