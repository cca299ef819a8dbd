// Submitting a transition request: every record checked (the reader may see it, its state allows the transition,
// no other request waits on it or on its subject), then the request written (审批中) with a line per record and
// handed to the approval engine in the same transaction. No record moves here (decide.ts moves them, once approved).
import { conflict, invalid, newId, nextDocumentCode, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, columnOf } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { execute as submitApproval } from '../approvals/submit-request.command.ts';
import type { TargetScopes, TransitionKit } from './kit.ts';

/** The submit's body: `{transition, reason, <target>_ids: […]}` for each target (`sku_ids`, `spu_ids`). */
export function submitInput(kit: TransitionKit) {
  const ids = (label: string, max: number) =>
    z
      .array(z.uuid('记录编号不正确'), `请选择${label}`)
      .max(max, `一次最多${max}个${label}`)
      .default([])
      .transform((v) => [...new Set(v)]);
  const [first, ...rest] = kit.decl.transitions;
  return z.strictObject({
    transition: z.enum([first!, ...rest], '请选择申请的状态'),
    reason: z.string('请填写申请原因').trim().min(1, '请填写申请原因').max(500, '申请原因最多500个字符'),
    ...Object.fromEntries(kit.keys.map((k) => [`${k}_ids`, ids(kit.decl.targets[k]!.entity.label, kit.decl.targets[k]!.max)])),
  });
}

export interface Submission {
  transition: string;
  reason: string;
  /** The ids asked for, by target key, in the order asked. */
  ids: Record<string, string[]>;
}

export const submissionOf = (kit: TransitionKit, body: Record<string, unknown>): Submission => ({
  transition: String(body.transition),
  reason: String(body.reason),
  ids: Object.fromEntries(kit.keys.map((k) => [k, (body[`${k}_ids`] as string[] | undefined) ?? []])),
});

interface Target {
  kind: string;
  id: string;
  subjectId: string;
  code: string;
  name: string;
  status: string;
}

/** The records asked for as the requester may see them (each target's data rules), in the order asked. */
async function targetsOf(tx: Tx, kit: TransitionKit, ids: Record<string, string[]>, scopes: TargetScopes): Promise<Target[]> {
  const out: Target[] = [];
  for (const kind of kit.keys) {
    const wanted = ids[kind]!;
    if (!wanted.length) continue;
    const { entity, under } = kit.decl.targets[kind]!;
    const { table } = kit.targets[kind]!;
    const name = entity.fields.name ? 'name' : entity.titleField;
    const rows = await tx
      .select({
        id: columnOf(table, 'id'),
        code: columnOf(table, 'code'),
        name: columnOf(table, name),
        status: columnOf(table, 'status'),
        subjectId: columnOf(table, under ?? 'id'),
      })
      .from(table)
      .where(and(inArray(columnOf(table, 'id'), wanted), scopes[kind]));
    if (rows.length < wanted.length) throw notFound(entity.label);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    for (const id of wanted) {
      const r = byId.get(id)!;
      out.push({ kind, id, subjectId: String(r.subjectId), code: String(r.code), name: String(r.name ?? ''), status: String(r.status) });
    }
  }
  return out;
}

/**
 * Refuses a record that waits already: in an open request itself, under a subject that is, or a subject one of
 * whose records is. The subjects are locked first, so two submits touching one subject queue up.
 */
async function refuseWaiting(tx: Tx, kit: TransitionKit, targets: Target[]): Promise<void> {
  const { subject } = kit.decl;
  const subjectTable = kit.targets[subject]!.table;
  const subjects = [...new Set(targets.map((t) => t.subjectId))].sort();
  await tx
    .select({ id: columnOf(subjectTable, 'id') })
    .from(subjectTable)
    .where(inArray(columnOf(subjectTable, 'id'), subjects))
    .orderBy(asc(columnOf(subjectTable, 'id')))
    .for('update');
  const whole = targets.filter((t) => t.kind === subject).map((t) => t.id);
  const own = kit.keys
    .filter((k) => k !== subject)
    .map((k) => [k, targets.filter((t) => t.kind === k).map((t) => t.id)] as const)
    .filter(([, ids]) => ids.length);
  const [open] = await tx
    .select({ kind: kit.line('kind'), code: kit.line('code'), request: kit.request('code') })
    .from(kit.lines)
    .innerJoin(kit.requests, eq(kit.request('id'), kit.line('request_id')))
    .where(
      and(
        eq(kit.line('outcome'), 'waiting'),
        or(
          and(eq(kit.line('kind'), subject), inArray(kit.line('target_id'), subjects)),
          ...own.map(([k, ids]) => and(eq(kit.line('kind'), k), inArray(kit.line('target_id'), ids))),
          whole.length ? and(ne(kit.line('kind'), subject), inArray(kit.line(kit.subjectId), whole)) : undefined,
        ),
      ),
    )
    .orderBy(asc(kit.line('code')))
    .limit(1);
  if (open) throw conflict(kit.decl.waiting(String(open.kind), String(open.code), String(open.request)));
}

/** Checks every record, writes the request (审批中) with its lines and submits it to the approval engine. */
export async function submitTransition(tx: Tx, kit: TransitionKit, outbox: Outbox, input: Submission, requester: Actor, scopes: TargetScopes) {
  const { decl } = kit;
  const labels = [...kit.keys].reverse().map((k) => decl.targets[k]!.entity.label);
  if (kit.keys.every((k) => !input.ids[k]!.length)) throw invalid(`${[...kit.keys].reverse()[0]}_ids`, `请选择${labels.join('或')}`);
  const targets = await targetsOf(tx, kit, input.ids, scopes);
  const whole = new Map(targets.filter((t) => t.kind === decl.subject).map((t) => [t.id, t.code]));
  const inside = targets.find((t) => t.kind !== decl.subject && whole.has(t.subjectId));
  if (inside) {
    const [label, subjectLabel] = [decl.targets[inside.kind]!.entity.label, decl.targets[decl.subject]!.entity.label];
    throw invalid(`${inside.kind}_ids`, `${label} ${inside.code} 所属${subjectLabel} ${whole.get(inside.subjectId)} 已在本申请中`);
  }
  for (const t of targets) {
    const refused = decl.refusal(t.kind, t.code, t.status, input.transition);
    if (refused) throw conflict(refused);
  }
  await refuseWaiting(tx, kit, targets);

  const id = newId();
  const code = await nextDocumentCode(tx, decl.number);
  const actor = { created_by: requester.id, updated_by: requester.id };
  await tx.insert(kit.requests).values({
    id,
    code,
    transition: input.transition,
    reason: input.reason,
    status: 'pending',
    requested_by: requester.id,
    requester_name: requester.name,
    applied_count: 0,
    skipped_count: 0,
    ...actor,
  });
  const lines = targets.map((t, position) => ({
    id: newId(),
    request_id: id,
    kind: t.kind,
    target_id: t.id,
    [kit.subjectId]: t.subjectId,
    code: t.code,
    name: t.name,
    from_status: t.status,
    outcome: 'waiting',
    position,
    ...actor,
  }));
  try {
    await tx.insert(kit.lines).values(lines);
  } catch (e) {
    // Two requests for one record at once: the waiting lines' unique index lets one through.
    const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
    if (cause?.code === '23505') throw conflict(`所选${labels.join('/')}已有审批中的${decl.label}，不能重复申请`);
    throw e;
  }
  const approval = await submitApproval(
    tx,
    outbox,
    {
      document_type: decl.documentType,
      document_id: code,
      title: decl.title(input.transition, targets),
      amount: null,
      type: input.transition,
      organization_id: null,
    },
    requester,
  );
  await tx
    .update(kit.requests)
    .set({ approval_request_id: approval.id })
    .where(eq(kit.request('id'), id));
  return { id, approval: { id: approval.id, status: approval.status, flow_name: approval.flow_name } };
}
