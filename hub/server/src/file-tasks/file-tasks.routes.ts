import { Code, ok } from '@entrepot/contract';
import { AppError, pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { jobs, requestCancel, retryJob } from '@entrepot/server-kit/jobs';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FileService } from '../files/files.service.ts';
import { currentUser } from '../identity/auth-hook.ts';
import type { FileTasks } from './file-tasks.ts';

const moduleQuery = z.object({
  module: z
    .string()
    .regex(/^[a-z]+$/, '模块名称不正确')
    .optional(),
});
const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;

/** The signed-in user's file tasks (导出中心): progress, result, download, cancel, retry. */
export function fileTaskRoutes(database: Database, tasks: FileTasks, files: FileService) {
  return (app: FastifyInstance) => {
    app.get('/api/v1/file-tasks', async (request) => {
      const q = parse(pageQueryWithFilters, withoutEmpty(request.query));
      const { module } = parse(moduleQuery, withoutEmpty(request.query));
      // `?module=oms`: only that module's tasks (an area's 下载记录) — those of its entities and export kinds.
      const ofModule = module ? sql`coalesce(${jobs.payload}->>'entity', ${jobs.payload}->>'kind', '') like ${`${module}.%`}` : undefined;
      const mine = and(eq(jobs.createdBy, currentUser(request).id), ofModule);
      const [rows, [total]] = await Promise.all([
        database.db
          .select()
          .from(jobs)
          .where(mine)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        database.db.select({ n: count() }).from(jobs).where(mine),
      ]);
      const list = rows.map((j) => ({
        id: j.id,
        type: j.type,
        title: j.title,
        status: j.status,
        progress: j.progress,
        total: j.total,
        error: j.error,
        result: j.result,
        file_name: j.resultFileName,
        file_url: j.resultFileKey ? files.signer.url(j.resultFileKey) : null,
        created_at: j.createdAt.toISOString(),
        finished_at: j.finishedAt?.toISOString() ?? null,
      }));
      return ok(pageAnswer(list, total?.n ?? 0, q));
    });
    app.post('/api/v1/file-task/:id/cancel', async (request) => {
      if (!(await requestCancel(database.db, idOf(request), currentUser(request).id))) throw new AppError(Code.CONFLICT, '任务已结束或不存在，不能取消');
      return ok(null, '已取消');
    });
    app.post('/api/v1/file-task/:id/retry', async (request) => {
      if (!(await retryJob(database.db, idOf(request), currentUser(request).id))) throw new AppError(Code.CONFLICT, '只有失败或已取消的任务可以重试');
      tasks.runner.kick();
      return ok(null, '已重新排队');
    });
  };
}
