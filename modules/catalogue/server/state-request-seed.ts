// Demo 状态变更申请 (SEED_DEMO only): the flow 停售审批 (停售 only, 运营审批 by ops01; 清仓, 恢复在售 and 淘汰 pass at
// once) through the engine's flow command, then four requests through the engine's own submit — 停售 of CU010's
// SKUs approved by ops01, 停售 of two BD008 SKUs waiting for him, 停售 of an HD015 SKU he rejected, 清仓 of the whole
// MG003 passed without a flow — each applied as the seed's outbox delivers the decisions. Idempotent with the flow.
import { approveApproval, ensureFlow, rejectApproval } from '@entrepot/hub-server/approvals/server';
import { followTransitions, submitTransition, TransitionKit } from '@entrepot/hub-server/transition-requests';
import type { Database } from '@entrepot/server-kit/db';
import { Outbox } from '@entrepot/server-kit/events';
import { asc, eq, inArray } from 'drizzle-orm';
import { stateRequest } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { demoPeople } from './info-change/info-change-seed.ts';
import { stateRequestKit } from './state-request-apply.ts';

export async function seedStateRequests(database: Database): Promise<void> {
  const people = await demoPeople(database);
  if (!people) return;
  const flow = {
    document_type: stateRequest.documentType,
    name: '停售审批',
    enabled: true,
    priority: 100,
    conditions: { types: ['suspend'] },
    levels: [{ name: '运营审批', mode: 'any' as const, approvers: { users: [people.ops] } }],
  };
  if (!(await ensureFlow(database, flow, { id: people.admin, name: '系统' }))) return;
  const db = database.db;
  const skusOf = async (spu: string, n: number) =>
    (await db.select({ id: skus.id }).from(skus).innerJoin(spus, eq(spus.id, skus.spu_id)).where(eq(spus.code, spu)).orderBy(asc(skus.code)).limit(n)).map(
      (r) => r.id,
    );
  const [mg003] = await db
    .select({ id: spus.id })
    .from(spus)
    .where(inArray(spus.code, ['MG003']));
  if (!mg003) return;
  const kit = new TransitionKit(stateRequestKit());
  // The seed's own outbox follows the decisions, so approved requests are delivered and applied here.
  const outbox = new Outbox(database);
  followTransitions(stateRequestKit(), outbox, 'catalogue.state-request');
  const ask = (transition: string, reason: string, ids: { spu?: string[]; sku?: string[] }) =>
    database.tx((tx) => submitTransition(tx, kit, outbox, { transition, reason, ids: { spu: ids.spu ?? [], sku: ids.sku ?? [] } }, people.asker, {}));
  const stopped = await ask('suspend', '绒面款滞销，停止补货与推广', { sku: await skusOf('CU010', 3) });
  await database.tx((tx) => approveApproval(tx, outbox, stopped.approval.id, { comment: '库存已核对，同意停售' }, people.ops));
  const refused = await ask('suspend', '客户投诉色差', { sku: await skusOf('HD015', 1) });
  await database.tx((tx) => rejectApproval(tx, outbox, refused.approval.id, { comment: '仍有订单在途，先换批次再评估' }, people.ops));
  await ask('suspend', '150cm尺寸退货率高，停售该尺寸', { sku: await skusOf('BD008', 2) });
  await ask('clear', '旧款包装，清仓后上新款', { spu: [mg003.id] });
  await outbox.dispatch();
}
