// The spec's `upload` and `unlink` rows of suppliers and notices: the files kept on a record (a supplier's
// 营业执照及合同, a notice's 附件). `upload` (multipart `files[]`, field `id`) stores them and, given the record,
// adds them to it; `unlink` `{id, file_id}` takes one off the record. Both are the record's edit (its permission,
// its data rules, its operation log); the record's row is locked while its list changes, so two uploads at once
// both land. A file taken off stays stored: the log still names it.
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { conflict, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { EntityService, Route } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE } from '../entities/index.ts';

const recordId = z.uuid('记录编号不正确');
const unlinkBody = z.object({ id: recordId, file_id: z.uuid('请选择要删除的文件') });

interface Attachable {
  segment: string;
  service: EntityService;
  routes: EntityRoutes;
  field: string;
}

const idsOf = (value: unknown) => (Array.isArray(value) ? value.map((f: { id?: string } | string) => (typeof f === 'string' ? f : String(f.id))) : []);

export function attachmentRoutes(app: FastifyInstance, ctx: ModuleContext, records: Attachable[]): void {
  const db = ctx.database;
  for (const { segment, service, routes, field } of records) {
    const decl: EntityDecl = service.decl;
    const max = (decl.fields[field] as { max?: number }).max ?? 10;
    const label = decl.fields[field]?.label ?? '附件';
    const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
    /** The record's file list changed under a lock on its row, as its edit. */
    const change = async (tx: Tx, request: FastifyRequest, id: string, next: (ids: string[]) => string[]) => {
      const { scope, redact } = routes.access(request);
      await tx.select({ id: service.table.id }).from(service.table).where(eq(service.table.id, id)).for('update');
      const row = await service.get(tx, id, scope);
      const ids = next(idsOf(row[field]));
      if (ids.length > max) throw conflict(`${label}最多${max}个`);
      return redact(await service.update(tx, id, { [field]: ids }, actor(request), { scope }));
    };
    ctx.files?.mountUpload(app, `${BASE}/${segment}/upload`, { permission: decl.permission('update') }, (request, files, fields) =>
      db.tx(async (tx) => {
        const stored = await ctx.files!.store(tx, files, { purpose: `${segment}:${field}`, imagesOnly: false, ownerId: requestUser(request).id });
        if (!fields.id) return { files: stored };
        const id = parse(recordId, fields.id);
        return { files: stored, record: await change(tx, request, id, (ids) => [...ids, ...stored.map((f) => f.id)]) };
      }),
    );
    const unlink: Route = {
      config: { permission: decl.permission('update') },
      handler: async (request) => {
        const { id, file_id } = parse(unlinkBody, request.body);
        return ok(
          await db.tx((tx) =>
            change(tx, request, id, (ids) => {
              if (!ids.includes(file_id)) throw conflict(`该文件不在${label}中`);
              return ids.filter((f) => f !== file_id);
            }),
          ),
        );
      },
    };
    app.route({ method: 'POST', url: `${BASE}/${segment}/unlink`, ...unlink });
  }
}
