// Reads of a transition request, each within the reader's data rules on every target: a request shows only the
// lines whose records they may see, and a request none of whose lines they may see is not found. The list's
// source (the declared `list` query), one request with its lines, and one record's requests (its history).
import { toWireTime } from '@entrepot/contract';
import { transitionOutcomes, type WaitingRequest } from '@entrepot/entity';
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { sourceColumns } from '@entrepot/server-kit/entity';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { TargetScopes, TransitionKit } from './kit.ts';

type Row = Record<string, unknown>;
const restricted = (scopes: TargetScopes) => Object.values(scopes).some(Boolean);
const outcomeLabel = (outcome: string) => transitionOutcomes.find((o) => o.value === outcome)?.label ?? outcome;

/** The requests as the declared list reads them: one row each, the lines the reader may see summed up. */
export function listSource(kit: TransitionKit, callerId: string, scopes: TargetScopes) {
  const visible = kit.visibleLines(scopes);
  const lines = sql`${kit.lines} where ${and(eq(kit.line('request_id'), kit.request('id')), visible)}`;
  const counted = (outcome: string) => sql`(select count(*)::int from ${lines} and ${kit.line('outcome')} = ${outcome})`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: kit.request('id'),
        code: kit.request('code'),
        transition: kit.request('transition'),
        reason: kit.request('reason'),
        status: kit.request('status'),
        requester: kit.request('requester_name'),
        requested_by: kit.request('requested_by'),
        approval_request_id: kit.request('approval_request_id'),
        // A reader under data rules counts the lines they see, never the whole request's.
        applied_count: visible ? counted('applied') : kit.request('applied_count'),
        skipped_count: visible ? counted('skipped') : kit.request('skipped_count'),
        created_at: kit.request('created_at'),
        created: kit.request('created_at'),
        decided_at: kit.request('decided_at'),
        mine: sql`${kit.request('requested_by')} = ${callerId}`,
        line_count: sql`(select count(*)::int from ${lines})`,
        // The first three codes, then 等N项: `TS001-BLK-M、TS001-BLK-L`.
        lines_preview: sql`(select array_to_string((array_agg(${kit.line('code')} order by ${kit.line('position')}))[1:3], '、')
          || case when count(*) > 3 then ' 等' || count(*) || '项' else '' end from ${lines})`,
        [kit.decl.lineFilter]: sql`(select string_agg(${kit.line('code')}, E'\n') from ${lines})`,
      }),
    )
    .from(kit.requests)
    .where(visible ? sql`exists (select 1 from ${lines})` : undefined)
    .as('q');
}

/** The list's rows with the labels of their codes. */
export const listRows = (kit: TransitionKit) => (rows: Row[]) =>
  rows.map((r) => ({ ...r, transition_label: kit.decl.transitionLabel(String(r.transition)), status_label: statusLabel(kit, String(r.status)) }));

const statusLabel = (kit: TransitionKit, status: string) => {
  const field = kit.decl.request.fields.status;
  return field?.type === 'status' && Object.hasOwn(field.machine.states, status) ? field.machine.states[status]!.label : status;
};

/** 已生效 / 未生效 of these lines only: what a reader under data rules is told of a request. */
const countsOf = (lines: Row[]) => ({
  applied_count: lines.filter((l) => l.outcome === 'applied').length,
  skipped_count: lines.filter((l) => l.outcome === 'skipped').length,
});

export function requestView(kit: TransitionKit, r: Row) {
  return {
    id: r.id,
    code: r.code,
    transition: r.transition,
    transition_label: kit.decl.transitionLabel(String(r.transition)),
    reason: r.reason,
    status: r.status,
    status_label: statusLabel(kit, String(r.status)),
    approval_request_id: r.approval_request_id,
    requested_by: r.requested_by,
    requester_name: r.requester_name,
    created_at: toWireTime(r.created_at as Date),
    decided_at: r.decided_at ? toWireTime(r.decided_at as Date) : null,
    applied_count: r.applied_count,
    skipped_count: r.skipped_count,
  };
}

export function lineView(kit: TransitionKit, l: Row, transition: string) {
  const [kind, from, outcome] = [String(l.kind), String(l.from_status), String(l.outcome)];
  const to = kit.decl.targetState(kind, transition);
  return {
    id: l.id,
    kind,
    kind_label: kit.decl.targets[kind]?.entity.label ?? kind,
    target_id: l.target_id,
    [kit.subjectId]: l[kit.subjectId],
    code: l.code,
    name: l.name,
    from_status: from,
    from_label: kit.decl.stateLabel(kind, from),
    to_status: to,
    to_label: kit.decl.stateLabel(kind, to),
    outcome,
    outcome_label: outcomeLabel(outcome),
    note: l.note,
  };
}

/** The request by id, or by its number when `byCode` (any case). */
export async function requestRow(kit: TransitionKit, exec: Executor, idOrCode: string, byCode = false): Promise<Row> {
  const where = byCode ? eq(kit.request('code'), idOrCode.toUpperCase()) : eq(kit.request('id'), idOrCode);
  const [row] = (await exec.select().from(kit.requests).where(where)) as Row[];
  if (!row) throw notFound(kit.decl.label);
  return row;
}

/** The request's lines the reader may see; none (every request has one) → not found, as a missing request. */
export async function visibleLinesOf(kit: TransitionKit, exec: Executor, requestId: unknown, scopes: TargetScopes): Promise<Row[]> {
  const lines = (await exec
    .select()
    .from(kit.lines)
    .where(kit.linesOf(requestId, scopes))
    .orderBy(asc(kit.line('position')))) as Row[];
  if (!lines.length) throw notFound(kit.decl.label);
  return lines;
}

/** Whether the request exists with a line the reader may see. */
export async function requestVisible(kit: TransitionKit, exec: Executor, id: string, scopes: TargetScopes): Promise<boolean> {
  const [row] = await exec
    .select({ id: kit.line('id') })
    .from(kit.lines)
    .where(kit.linesOf(id, scopes))
    .limit(1);
  return Boolean(row);
}

/** One request with the lines the reader may see. */
export async function requestDetail(kit: TransitionKit, exec: Executor, id: string, scopes: TargetScopes) {
  const row = await requestRow(kit, exec, id);
  const lines = await visibleLinesOf(kit, exec, id, scopes);
  return {
    ...requestView(kit, row),
    ...(restricted(scopes) ? countsOf(lines) : {}),
    lines: lines.map((l) => lineView(kit, l, String(row.transition))),
  };
}

/**
 * One record's requests, newest first (its own lines and its subject's), and the one waiting on it: what a record's
 * screen shows beside its state. `restricted`: the counts are of its line only.
 */
export async function historyOf(kit: TransitionKit, exec: Executor, record: { kind: string; id: string; subjectId: string }, restrictedCounts: boolean) {
  const { subject } = kit.decl;
  const mine = or(
    and(eq(kit.line('kind'), record.kind), eq(kit.line('target_id'), record.id)),
    record.kind === subject ? undefined : and(eq(kit.line('kind'), subject), eq(kit.line('target_id'), record.subjectId)),
  ) as SQL;
  const rows = await exec
    .select({ request: kit.requests, line: kit.lines })
    .from(kit.lines)
    .innerJoin(kit.requests, eq(kit.request('id'), kit.line('request_id')))
    .where(mine)
    .orderBy(desc(kit.request('created_at')), desc(kit.request('id')))
    .limit(20);
  const view = (h: { request: Row; line: Row }) => ({ ...requestView(kit, h.request), ...(restrictedCounts ? countsOf([h.line]) : {}) });
  const pending = rows.find((h) => h.line.outcome === 'waiting');
  return {
    pending: pending ? view(pending) : null,
    history: rows.map((h) => ({ ...view(h), line: lineView(kit, h.line, String(h.request.transition)) })),
  };
}

/** The request waiting on each of these records of one target (its line still 待生效), among those the reader may see. */
export async function waitingOn(kit: TransitionKit, exec: Executor, kind: string, ids: string[], scopes: TargetScopes): Promise<WaitingRequest[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select({ id: kit.line('target_id'), request_id: kit.request('id'), code: kit.request('code'), transition: kit.request('transition') })
    .from(kit.lines)
    .innerJoin(kit.requests, eq(kit.request('id'), kit.line('request_id')))
    .where(and(eq(kit.line('kind'), kind), inArray(kit.line('target_id'), ids), eq(kit.line('outcome'), 'waiting'), kit.visibleLines(scopes)));
  return rows.map((r) => ({
    id: String(r.id),
    request_id: String(r.request_id),
    code: String(r.code),
    what: `${kit.decl.transitionLabel(String(r.transition))}申请`,
  }));
}
