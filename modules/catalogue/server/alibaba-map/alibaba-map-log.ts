// `alibaba/map/log` (1688修改日志) and `alibaba/map/logExport`: the operation log of every 1688 mapping the
// caller may see, newest first — who created, changed or unlinked which mapping, when, and what (before →
// after) — read from the engine's `platform.audit_log` (the index on entity, at desc, id desc) joined to the
// mappings under the caller's data rules. The reader's hidden columns are left out of the changes.
import { toWireTime } from '@entrepot/contract';
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { auditLog, visibleChanges } from '@entrepot/server-kit/entity';
import { shanghaiText } from '@entrepot/server-kit/file-tasks';
import { and, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alibabaMap, alibabaMapActions, alibabaMapChangeLines } from '../../entities/index.ts';
import { pastedCodes } from '../lookups.ts';
import { dayBounds } from '../state-request-rules.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';

const day = z.iso.date('日期格式应为 YYYY-MM-DD').optional();
const logFilters = pageQueryWithFilters.extend({
  sku_code: z.unknown().transform(pastedCodes).optional(),
  offer_id: z.unknown().transform(pastedCodes).optional(),
  user_name: z.string().trim().max(50, '操作人最多50个字符').optional(),
  action: z.enum(Object.keys(alibabaMapActions) as [string, ...string[]], '操作不正确').optional(),
  created_from: day,
  created_to: day,
});
export type LogFilters = z.output<typeof logFilters>;

export const parseLogFilters = (query: unknown): LogFilters => parse(logFilters, withoutEmpty(query));

const lowerIn = (column: SQL | typeof alibabaMaps.sku_code, values: string[]) =>
  inArray(
    sql`lower(${column})`,
    values.map((v) => v.toLowerCase()),
  );

function logWhere(q: LogFilters, scope: SQL | undefined): SQL | undefined {
  const { from, before } = dayBounds(q.created_from, q.created_to);
  return and(
    eq(auditLog.entity, alibabaMap.name),
    scope,
    q.sku_code?.length ? lowerIn(alibabaMaps.sku_code, q.sku_code) : undefined,
    q.offer_id?.length ? inArray(alibabaMaps.offer_id, q.offer_id) : undefined,
    q.user_name ? ilike(auditLog.userName, `%${q.user_name}%`) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    before ? lt(auditLog.at, before) : undefined,
  );
}

const onMapping = sql`${alibabaMaps.id}::text = ${auditLog.recordId}`;
const ENTRY = {
  id: auditLog.id,
  at: auditLog.at,
  user_name: auditLog.userName,
  action: auditLog.action,
  changes: auditLog.changes,
  map_id: alibabaMaps.id,
  sku_id: alibabaMaps.sku_id,
  sku_code: alibabaMaps.sku_code,
  offer_id: alibabaMaps.offer_id,
  spec_id: alibabaMaps.spec_id,
};
type Entry = { at: Date; id: string; changes: Record<string, { before: unknown; after: unknown }> } & Record<string, unknown>;

/** A page of entries (newest first) and then the next, from after `last`: the export walks them all. */
function entries(exec: Executor, where: SQL | undefined, limit: number, skip: number, last?: { at: Date; id: string }): Promise<Entry[]> {
  const after = last ? sql`(${auditLog.at}, ${auditLog.id}) < (${last.at.toISOString()}::timestamptz, ${last.id}::uuid)` : undefined;
  return exec
    .select(ENTRY)
    .from(auditLog)
    .innerJoin(alibabaMaps, onMapping)
    .where(and(where, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(skip) as Promise<Entry[]>;
}

export async function alibabaMapLog(exec: Executor, q: LogFilters, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const where = logWhere(q, scope);
  const [counted] = await exec.select({ n: sql<number>`count(*)::int` }).from(auditLog).innerJoin(alibabaMaps, onMapping).where(where);
  const rows = await entries(exec, where, q.per_page, (q.page - 1) * q.per_page);
  return pageAnswer(
    rows.map((r) => ({
      ...r,
      at: toWireTime(r.at),
      action_label: alibabaMapActions[String(r.action)] ?? r.action,
      changes: visibleChanges(r.changes, hidden),
    })),
    Number(counted?.n ?? 0),
    q,
  );
}

export const LOG_COLUMNS = [
  { key: 'at', label: '时间' },
  { key: 'sku_code', label: 'SKU编码' },
  { key: 'offer_id', label: '1688商品ID' },
  { key: 'spec_id', label: '规格ID' },
  { key: 'action', label: '操作' },
  { key: 'user_name', label: '操作人' },
  { key: 'changes', label: '变更内容' },
];
const BATCH = 1000;

/** The filtered log as spreadsheet rows, batch by batch (keyset on at, id): memory stays flat. */
export async function* logSheetRows(exec: Executor, q: LogFilters, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const where = logWhere(q, scope);
  let last: Entry | undefined;
  for (;;) {
    const rows = await entries(exec, where, BATCH, 0, last);
    if (rows.length === 0) return;
    last = rows.at(-1);
    yield rows.map((r) => ({
      at: shanghaiText(toWireTime(r.at)), // as the screens show it
      sku_code: String(r.sku_code),
      offer_id: String(r.offer_id),
      spec_id: r.spec_id == null ? '' : String(r.spec_id),
      action: alibabaMapActions[String(r.action)] ?? String(r.action),
      user_name: r.user_name == null ? '' : String(r.user_name),
      changes: alibabaMapChangeLines(visibleChanges(r.changes, hidden)).join('\n'),
    }));
  }
}
