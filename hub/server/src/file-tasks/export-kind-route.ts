import { ok } from '@entrepot/contract';
import { withoutEmpty } from '@entrepot/server-kit';
import type { Route } from '@entrepot/server-kit/entity';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../identity/auth-hook.ts';
import type { ExportKind } from '../module.ts';
import type { FileTasks } from './file-tasks.ts';

/** Registers a module's own export and answers the route queuing it: the query string (GET) or JSON body (POST) are its filters. */
export function exportKindRoute(kind: ExportKind, tasks: FileTasks): Route {
  tasks.addExportKind(kind);
  return {
    config: { permission: kind.permission },
    handler: async (request: FastifyRequest) => {
      const source = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : request.query;
      const query = withoutEmpty(source);
      delete query.page;
      delete query.per_page;
      return ok({ task_id: await tasks.enqueueKindExport(kind.kind, query, currentUser(request)) }, '导出任务已创建，请在文件任务中下载');
    },
  };
}
