import { Code, hasAnyPermission, ok } from '@entrepot/contract';
import { AppError, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { auditTrail, type Entities } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const query = z.object({ entity: z.string().min(3).max(100), record_id: z.string().min(1).max(100) });

/** A record's operation log for any entity, readable by whoever may read that entity. */
export function auditRoutes(database: Database, entities: Entities) {
  return (app: FastifyInstance) => {
    app.get('/api/v1/audit-log', async (request) => {
      const q = parse(query, request.query);
      const target = entities.get(q.entity);
      if (!target) throw new AppError(Code.NOT_FOUND, `未知对象: ${q.entity}`);
      const user = requestUser(request);
      if (!hasAnyPermission(user.isAdmin, user.permissions, target.decl.permission('read'))) throw new AppError(Code.FORBIDDEN);
      return ok(await auditTrail(database.db, target.decl, q.record_id));
    });
  };
}
