// Who may decide a pending request now: the active staff holding one of its current level's open seats (their
// own user seat, an enabled role, their job). A document module asks it to make an approval link for one of
// them, and checks the person again when the link is used (the decision commands do).
import type { Executor } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import type { RequestRow } from './approvals.schema.ts';

export async function openSeatHolders(exec: Executor, row: RequestRow): Promise<{ id: string; name: string }[]> {
  if (row.status !== 'pending' || row.openSeats.length === 0) return [];
  const seats = sql`array[${sql.join(
    row.openSeats.map((seat) => sql`${seat}`),
    sql`, `,
  )}]::text[]`;
  const { rows } = await exec.execute<{ id: string; name: string }>(sql`
    select u.id::text as id, u.name from identity.users u
    where u.status = 'active' and (
      ('user:' || u.id::text) = any(${seats})
      or ('job:' || u.job_id::text) = any(${seats})
      or exists (select 1 from identity.roles r where r.id = any(u.role_ids) and r.enabled and ('role:' || r.id::text) = any(${seats})))
    order by u.name`);
  return rows;
}
