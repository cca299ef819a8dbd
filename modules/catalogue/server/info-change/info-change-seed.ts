// Demo approval flow for the change requests (SEED_DEMO only): one level, 运营审批 by ops01 (运营-周杰), so a
// request submitted on the demo data waits for a person rather than passing at once. Written through the
// engine's own flow command (its approvers checked); idempotent: nothing when a flow of the type exists. Then
// three requests through the engine's own submit: two waiting for ops01, one he approved (applied when the
// server delivers the decision, as any approval).
import { approveApproval, ensureFlow } from '@entrepot/hub-server/approvals/server';
import { ChangeKit, followChanges, submitChange } from '@entrepot/hub-server/change-requests';
import type { Database } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import { inArray } from 'drizzle-orm';
import { infoChangeRequest } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { staffTable } from '../services.ts';
import { infoChangeKit } from './info-change-services.ts';

/** The demo's administrator (who asks) and ops01 (who approves), when both exist. */
export async function demoPeople(database: Database) {
  const people = await database.db.select({ id: staffTable.id, login_name: staffTable.login_name, name: staffTable.name }).from(staffTable);
  const admin = people.find((p) => p.login_name === 'admin');
  const ops = people.find((p) => p.login_name === 'ops01');
  return admin && ops ? { asker: { id: admin.id, name: admin.name }, admin: admin.id, ops: ops.id } : null;
}

export async function seedInfoChangeFlow(database: Database): Promise<void> {
  const people = await demoPeople(database);
  if (!people) return;
  await ensureFlow(
    database,
    {
      document_type: infoChangeRequest.documentType,
      name: '商品信息变更审批',
      enabled: true,
      priority: 100,
      levels: [{ name: '运营审批', mode: 'any', approvers: { users: [people.ops] } }],
    },
    { id: people.admin, name: '系统' },
  );
}

/** Three demo requests on TS003 and TS002 (admin asks, ops01 approves the first). */
export async function seedInfoChanges(database: Database): Promise<void> {
  const db = database.db;
  const people = await demoPeople(database);
  const products = await db
    .select({ id: spus.id, code: spus.code })
    .from(spus)
    .where(inArray(spus.code, ['TS002', 'TS003']));
  const variants = await db
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(inArray(skus.code, ['TS003-WHT-S', 'TS003-BLK-M']));
  const spu = (code: string) => String(products.find((p) => p.code === code)?.id);
  const sku = (code: string) => String(variants.find((v) => v.code === code)?.id);
  if (!people || products.length < 2 || variants.length < 2) return;
  const kit = new ChangeKit(infoChangeKit());
  // The seed's own outbox follows the decisions, so the approved one is delivered and applied here.
  const outbox = new Outbox(database);
  followChanges(infoChangeKit(), outbox);
  const { asker } = people;
  const ask = (code: string, reason: string, lines: { field: string; sku_id?: string; new_value: string }[]) =>
    database.tx((tx) => submitChange(tx, kit, outbox, { subjectId: spu(code), reason, lines, attachments: [] }, asker, undefined));
  const approved = await ask('TS003', '供应商调价，同步调整销售价', [{ field: 'sku.sale_price', sku_id: sku('TS003-WHT-S'), new_value: '85.00' }]);
  await database.tx((tx) => approveApproval(tx, outbox, approved.approval.id, { comment: '同意调价' }, people.ops));
  await outbox.dispatch();
  await ask('TS003', '英文名与亚马逊标题统一', [
    { field: 'spu.name_en', new_value: 'Relaxed Drop-Shoulder Tee' },
    { field: 'sku.weight', sku_id: sku('TS003-BLK-M'), new_value: '0.21' },
  ]);
  await ask('TS002', '秋冬款改季', [{ field: 'spu.season', new_value: 'autumn' }]);
}
