// `sku/log` without `id` (the 操作日志 screen, /commodity/information/operationLog): the operation log of every
// SKU the caller may see, newest first — who changed which SKU, when, and what (before → after), filtered by
// SKU code or name, operator, action and business days. The reader's hidden columns are left out of the changes.
import { toWireTime } from '@entrepot/contract';
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { auditLog, visibleChanges } from '@entrepot/server-kit/entity';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sku } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { dayBounds } from '../state-request-rules.ts';

const day = z.iso.date('日期格式应为 YYYY-MM-DD').optional();
const logQuery = pageQueryWithFilters.extend({
  code: z.string().trim().max(100).optional(),
  user_name: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
  created_from: day,
  created_to: day,
});

export async function skuOperationLog(exec: Executor, rawQuery: unknown, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const q = parse(logQuery, withoutEmpty(rawQuery));
  const { from, before } = dayBounds(q.created_from, q.created_to);
  const where = and(
    eq(auditLog.entity, sku.name),
    scope,
    q.code ? or(ilike(skus.code, `%${q.code}%`), ilike(skus.name, `%${q.code}%`)) : undefined,
    q.user_name ? ilike(auditLog.userName, `%${q.user_name}%`) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    before ? lt(auditLog.at, before) : undefined,
  );
  const onSku = sql`${skus.id}::text = ${auditLog.recordId}`;
  const [counted] = await exec.select({ n: sql<number>`count(*)::int` }).from(auditLog).innerJoin(skus, onSku).where(where);
  const rows = await exec
    .select({
      id: auditLog.id,
      at: auditLog.at,
      user_name: auditLog.userName,
      action: auditLog.action,
      changes: auditLog.changes,
      sku_id: skus.id,
      sku_code: skus.code,
      sku_name: skus.name,
    })
    .from(auditLog)
    .innerJoin(skus, onSku)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return pageAnswer(
    rows.map((r) => ({ ...r, at: toWireTime(r.at), changes: visibleChanges(r.changes, hidden) })),
    Number(counted?.n ?? 0),
    q,
  );
}
