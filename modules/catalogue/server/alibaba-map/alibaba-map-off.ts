// `alibaba/map/off {ids, reason}`: 解除关联 — each listed mapping goes 已关联 → 已解除 with the reason, all of
// them or none. One statement for the lot and one log entry each (action `off`, the status, reason and 默认
// as before → after), so 1688修改日志 shows the unlinking as one change with its reason.
import { conflict, notFound, parse } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, appendAudit, diff, type StoredRow } from '@entrepot/server-kit/entity';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alibabaMap, alibabaMapStatus } from '../../entities/index.ts';
import type { Publisher } from '../services.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';
import { type AlibabaMapServices, offerName } from './alibaba-map-services.ts';

type Mapping = StoredRow<typeof alibabaMap>;

export const offBody = z.object({
  ids: z.array(z.uuid('请选择要解除关联的映射'), '请选择要解除关联的映射').min(1, '请选择要解除关联的映射').max(500, '一次最多解除500条映射'),
  reason: z.string('请填写解除原因').trim().min(1, '请填写解除原因').max(200, '解除原因最多200个字符'),
});

export async function offMappings(tx: Tx, s: AlibabaMapServices, body: unknown, actor: Actor, scope: SQL | undefined, publisher?: Publisher) {
  const { ids: asked, reason } = parse(offBody, body ?? {});
  const ids = [...new Set(asked)];
  // Locked in id order, so two unlinkings of overlapping lists wait for each other instead of deadlocking.
  const before = (await tx
    .select()
    .from(alibabaMaps)
    .where(and(inArray(alibabaMaps.id, ids), scope))
    .orderBy(asc(alibabaMaps.id))
    .for('update')) as Mapping[];
  if (before.length !== ids.length) throw notFound(alibabaMap.label); // a hidden mapping answers as a missing one
  const already = before.filter((r) => r.status !== 'active');
  if (already.length) throw conflict(`以下映射已解除，不能重复解除：${already.map((r) => `${offerName(r)}（SKU ${r.sku_code}）`).join('、')}`);
  const after = (await tx
    .update(alibabaMaps)
    .set({
      status: alibabaMapStatus.transitions.off.to,
      off_reason: reason,
      off_at: new Date(),
      is_default: false,
      active_key: null, // the pair is free for a new mapping
      version: sql`${alibabaMaps.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.id,
    })
    .where(inArray(alibabaMaps.id, ids))
    .returning()) as Mapping[];
  const was = new Map(before.map((r) => [r.id, r]));
  await appendAudit(tx, ...after.map((r) => ({ decl: alibabaMap, recordId: r.id, action: 'off', actor, changes: diff(alibabaMap, was.get(r.id)!, r) })));
  await publisher?.publish(tx, `${alibabaMap.name}.changed`, { ids, action: 'off' });
  const list = await s.alibabaMap.expand(
    tx,
    after.map((r) => s.alibabaMap.toWire(r)),
  );
  return { off: after.length, list };
}
