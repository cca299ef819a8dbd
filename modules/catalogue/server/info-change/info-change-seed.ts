// Demo approval flow for the change requests (SEED_DEMO only): one level, 运营审批 by ops01 (运营-周杰), so a
// request submitted on the demo data waits for a person rather than passing at once. Written through the
// engine's own flow command (its approvers checked); idempotent: nothing when a flow of the type exists.
import { ensureFlow } from '@entrepot/hub-server/approvals/server';
import type { Database } from '@entrepot/server-kit/db';
import { infoChangeRequest } from '../../entities/index.ts';
import { staffTable } from '../services.ts';

export async function seedInfoChangeFlow(database: Database): Promise<void> {
  const db = database.db;
  const people = await db.select({ id: staffTable.id, login_name: staffTable.login_name }).from(staffTable);
  const admin = people.find((p) => p.login_name === 'admin');
  const ops = people.find((p) => p.login_name === 'ops01');
  if (!admin || !ops) return;
  await ensureFlow(
    database,
    {
      document_type: infoChangeRequest.documentType,
      name: '商品信息变更审批',
      enabled: true,
      priority: 100,
      levels: [{ name: '运营审批', mode: 'any', approvers: { users: [String(ops.id)] } }],
    },
    { id: String(admin.id), name: '系统' },
  );
}
