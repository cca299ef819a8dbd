import { conflict, notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { asc } from 'drizzle-orm';
import { permissions } from '../identity/identity.schema.ts';
import type { AdminServices } from './services.ts';

/** Declared codes belong to the modules that declare them: only custom ones can be edited or deleted. */
export async function assertDeclaredUntouched(exec: Executor, services: AdminServices, id: string): Promise<void> {
  const row = await services.permission.find(exec, id);
  if (!row) throw notFound('权限');
  if (row.source === 'declared') throw conflict('系统声明的权限不能修改或删除');
}

/** The systems (modules) that own permission codes, for the permission screen's filter. */
export async function permissionSystems(exec: Executor): Promise<{ code: string; count: number }[]> {
  const rows = await exec.select({ system: permissions.system }).from(permissions).orderBy(asc(permissions.system));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.system, (counts.get(r.system) ?? 0) + 1);
  return [...counts].map(([code, count]) => ({ code, count }));
}
