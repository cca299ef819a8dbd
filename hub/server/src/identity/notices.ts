import { toWireTime } from '@entrepot/contract';
import { newId, notFound, type PageQuery, pageAnswer, sanitizeRichText } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { count, desc, eq, ilike, lte } from 'drizzle-orm';
import { z } from 'zod';
import { notices } from './identity.schema.ts';

export const noticeInput = z.strictObject({
  title: z.string().trim().min(1, '请输入标题').max(100, '标题最多100个字符'),
  content: z.string().min(1, '请输入内容').max(200_000, '内容过长'),
  activation_time: z.iso.datetime({ offset: true, message: '请输入正确的生效时间' }),
});
export type NoticeInput = z.infer<typeof noticeInput>;

type NoticeRow = typeof notices.$inferSelect;

export function toWire(n: NoticeRow) {
  return { id: n.id, title: n.title, content: n.content, activation_time: toWireTime(n.activationTime), updated_at: toWireTime(n.updatedAt) };
}

/** The notice in force: the latest whose activation time has come. */
export async function latestNotice(exec: Executor, now = new Date()) {
  const [row] = await exec.select().from(notices).where(lte(notices.activationTime, now)).orderBy(desc(notices.activationTime), desc(notices.id)).limit(1);
  return row ? toWire(row) : null;
}

export async function listNotices(exec: Executor, q: PageQuery & { title?: string }) {
  const where = q.title ? ilike(notices.title, `%${q.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    exec
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.activationTime), desc(notices.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    exec.select({ n: count() }).from(notices).where(where),
  ]);
  return pageAnswer(rows.map(toWire), total?.n ?? 0, q);
}

export async function getNotice(exec: Executor, id: string) {
  const [row] = await exec.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound('公告');
  return toWire(row);
}

export async function createNotice(exec: Executor, input: NoticeInput, userId: string) {
  const [row] = await exec
    .insert(notices)
    .values({ id: newId(), title: input.title, content: sanitizeRichText(input.content), activationTime: new Date(input.activation_time), createdBy: userId })
    .returning();
  return toWire(row!);
}

export async function updateNotice(exec: Executor, id: string, input: NoticeInput) {
  const [row] = await exec
    .update(notices)
    .set({ title: input.title, content: sanitizeRichText(input.content), activationTime: new Date(input.activation_time), updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning();
  if (!row) throw notFound('公告');
  return toWire(row);
}

export async function deleteNotice(exec: Executor, id: string) {
  const rows = await exec.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (rows.length === 0) throw notFound('公告');
}
