import { ok } from '@entrepot/contract';
import { invalid, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { importColumns } from '@entrepot/server-kit/file-tasks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileService } from '../files/files.service.ts';
import { currentUser } from '../identity/auth-hook.ts';
import type { FileTasks } from './file-tasks.ts';
import { sendTemplate } from './import-kind-routes.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export, import and template routes of one entity, as file tasks (one line each in a module's routes). */
export function entityFileRoutes(entity: string, deps: { database: Database; tasks: FileTasks; files: FileService }) {
  const { decl } = deps.tasks.entity(entity).service;
  const spec = deps.tasks.entity(entity).import;
  return {
    /** Queues an export of the list's current filters; the file appears in the user's file tasks. */
    export: {
      config: { permission: decl.permission('export') },
      handler: async (request: FastifyRequest) => {
        const query = withoutEmpty(request.query);
        delete query.page;
        delete query.per_page;
        return ok({ task_id: await deps.tasks.enqueueExport(entity, query, currentUser(request)) }, '导出任务已创建，请在文件任务中下载');
      },
    } satisfies Route,
    /** The import template: the importable columns' headers. */
    template: {
      config: { permission: decl.permission('import') },
      handler: (_request: FastifyRequest, reply: FastifyReply) => sendTemplate(reply, `${decl.label}导入模板`, importColumns(decl, spec)),
    } satisfies Route,
    /** multipart `file`: stored, then validated and written by a file task. */
    import: {
      config: { permission: decl.permission('import') },
      handler: async (request: FastifyRequest) => {
        const part = await request.file();
        if (!part) throw invalid('file', '请上传文件');
        const incoming = { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() };
        if (!/\.xlsx$/i.test(incoming.filename)) throw invalid('file', '请上传 xlsx 文件');
        const user = currentUser(request);
        const [stored] = await deps.database.tx((tx) =>
          deps.files.store(tx, [{ ...incoming, mimetype: XLSX }], { purpose: 'import', imagesOnly: false, ownerId: user.id }),
        );
        return ok({ task_id: await deps.tasks.enqueueImport(entity, stored!.key, incoming.filename, user) }, '导入任务已创建');
      },
    } satisfies Route,
  };
}
