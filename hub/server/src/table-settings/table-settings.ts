// 列设置 kept per person on the server (the spec's `table/field/sorts` GET and `table/field/sort` POST): a list
// reads the columns its user hid and saves the new choice, so it follows them to another browser or machine.
// Served at `/api-auth/api/v1/table/field/…` for every area, and where a module's contract names the rows too
// (purchasing's `/api-purchase/api/v1/purchase/table/field/…`). A person reads and writes only their own.
import { ok } from '@entrepot/contract';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../identity/auth-hook.ts';
import { tableSettings } from './table-settings.schema.ts';

const tableKey = z.string('请指定列表').trim().min(1, '请指定列表').max(100, '列表名称过长');
const readQuery = z.object({ table: tableKey });
const saveBody = z.object({
  table: tableKey,
  hidden: z.array(z.string().max(100), '请选择要隐藏的列').max(200, '最多隐藏200列'),
});

export function tableSettingsRoutes(app: FastifyInstance, database: Database, base: string): void {
  app.get(`${base}/table/field/sorts`, async (request: FastifyRequest) => {
    const { table } = parse(readQuery, request.query);
    const [row] = await database.db
      .select({ hidden: tableSettings.hidden })
      .from(tableSettings)
      .where(and(eq(tableSettings.userId, currentUser(request).id), eq(tableSettings.tableKey, table)));
    return ok({ table, hidden: row?.hidden ?? [] });
  });
  app.post(`${base}/table/field/sort`, async (request: FastifyRequest) => {
    const { table, hidden } = parse(saveBody, request.body);
    const unique = [...new Set(hidden)];
    await database.db
      .insert(tableSettings)
      .values({ userId: currentUser(request).id, tableKey: table, hidden: unique })
      .onConflictDoUpdate({ target: [tableSettings.userId, tableSettings.tableKey], set: { hidden: unique, updatedAt: sql`now()` } });
    return ok({ table, hidden: unique });
  });
}
