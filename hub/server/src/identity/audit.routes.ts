import { Code, hasAnyPermission, ok } from '@entrepot/contract';
import { AppError, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { auditTrail, columnOf, type Entities, hiddenFields, rowScope } from '@entrepot/server-kit/entity';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const query = z.object({ entity: z.string().min(3).max(100), record_id: z.string().min(1).max(100) });

/** A record's operation log for any entity, readable by whoever may read that record. */
export function auditRoutes(database: Database, entities: Entities) {
  return (app: FastifyInstance) => {
    app.get('/api/v1/audit-log', async (request) => {
      const q = parse(query, request.query);
      const target = entities.get(q.entity);
      if (!target) throw new AppError(Code.NOT_FOUND, `未知对象: ${q.entity}`);
      const user = requestUser(request);
      if (!hasAnyPermission(user.isAdmin, user.permissions, target.decl.permission('read'))) throw new AppError(Code.FORBIDDEN);
      // The log obeys the same data rules as the record: a hidden record's log is hidden, hidden fields are left out.
      const scope = rowScope(target.decl, target.table, user.access);
      if (scope) {
        const visible = z.uuid().safeParse(q.record_id).success
          ? await database.db
              .select({ id: columnOf(target.table, 'id') })
              .from(target.table)
              .where(and(eq(columnOf(target.table, 'id'), q.record_id), scope))
          : [];
        if (visible.length === 0) throw new AppError(Code.NOT_FOUND, `${target.decl.label}不存在`);
      }
      return ok(await auditTrail(database.db, target.decl, q.record_id, hiddenFields(target.decl, user.access)));
    });
  };
}
