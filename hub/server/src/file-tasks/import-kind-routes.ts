// The routes of a module's own import kind: `POST <url>` (multipart `file`, .xlsx: stored, then a file task)
// and `GET <url>/template` (the kind's headers).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok } from '@entrepot/contract';
import { invalid } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { writeXlsx } from '@entrepot/server-kit/file-tasks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileService } from '../files/files.service.ts';
import { currentUser } from '../identity/auth-hook.ts';
import type { ImportKind } from '../module.ts';
import type { FileTasks } from './file-tasks.ts';
import { mountImport } from './import-scope.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import template: the columns' headers, no rows, as `<name>.xlsx`. */
export async function sendTemplate(reply: FastifyReply, name: string, columns: { label: string }[]) {
  const dir = await mkdtemp(join(tmpdir(), 'entrepot-tpl-'));
  try {
    const path = join(dir, 'template.xlsx');
    await writeXlsx(
      path,
      columns.map((c) => ({ key: c.label, label: c.label })),
      (async function* () {})(),
    );
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`)
      .send(await readFile(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Registers the kind and mounts its upload (in a multipart scope of its own) and its template. */
export function mountImportKind(
  app: FastifyInstance,
  url: string,
  kind: ImportKind,
  deps: { database: Database; tasks: FileTasks; files: FileService },
  template = `${url}/template`,
) {
  deps.tasks.addImportKind(kind);
  const guard = { config: { permission: kind.permission } };
  app.get(template, guard, (_request, reply) => sendTemplate(reply, `${kind.label}导入模板`, kind.columns));
  const upload: Route = {
    ...guard,
    handler: async (request) => {
      const part = await request.file();
      if (!part) throw invalid('file', '请上传文件');
      if (!/\.xlsx$/i.test(part.filename)) throw invalid('file', '请上传 xlsx 文件');
      const bytes = await part.toBuffer();
      const user = currentUser(request);
      const [stored] = await deps.database.tx((tx) =>
        deps.files.store(tx, [{ filename: part.filename, mimetype: XLSX, bytes }], { purpose: 'import', imagesOnly: false, ownerId: user.id }),
      );
      return ok({ task_id: await deps.tasks.enqueueKindImport(kind.kind, stored!.key, part.filename, user) }, '导入任务已创建');
    },
  };
  mountImport(app, url, upload);
}
