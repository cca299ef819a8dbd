import { Code } from '@entrepot/contract';
import { AppError, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { readRoute, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataAccessOf, groupsOf } from '../identity/data-access.ts';
import { group, staff } from '../identity/entities/index.ts';
import { groups, organizations, type UserRow, users } from '../identity/identity.schema.ts';

const params = z.object({ id: z.uuid('请选择员工') });

/**
 * What a user sees after all their data-permission groups combine (`combineRowRules`): per dimension the values
 * that apply, or none when no group restricts it; the fields hidden per entity; and the groups that gave them.
 * `GET /api-auth/api/v1/staff/{id}/data-access` (our path), for readers of staff or of groups.
 */
export function dataAccessRoutes(database: Database) {
  const db = database.db;
  return (app: FastifyInstance) => {
    app.get(
      '/api/v1/staff/:id/data-access',
      readRoute(
        async (r) => {
          const { id } = parse(params, r.params);
          // The staff data rule holds here too: a hidden person's groups are hidden with them.
          const scope = rowScope(staff, users, requestUser(r).access);
          const [user] = (await db
            .select()
            .from(users)
            .where(and(eq(users.id, id), scope))) as UserRow[];
          if (!user) throw new AppError(Code.NOT_FOUND, '员工不存在');
          const access = await dataAccessOf(db, user);
          const memberOf = await db.select({ id: groups.id, name: groups.name }).from(groups).where(groupsOf(user)).orderBy(asc(groups.name));
          const rule = access.rows[0];
          const organizationNames = rule?.organizations?.length
            ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, rule.organizations))
            : [];
          return {
            admin: access.unrestricted,
            groups: memberOf,
            rows: rule
              ? {
                  organizations: rule.organizations ? organizationNames.map((o) => o.name).sort() : null,
                  owner_only: rule.ownerId !== undefined,
                  warehouses: rule.warehouses ?? null,
                  platforms: rule.platforms ?? null,
                  accounts: rule.accounts ?? null,
                }
              : null,
            hidden: access.hidden,
          };
        },
        [staff.permission('read'), group.permission('read')],
      ),
    );
  };
}
