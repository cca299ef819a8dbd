// 数据采集's commands (README "Data collection"): 采集 reads each listed link through the collector — outside the
// database transaction, the figures then written together, each record 已采集 or 采集失败 with its reason, audited as
// `collect` —, and 转为需求 makes a 商品需求 of a collected listing (its title, link, price, currency, platform; the
// category asked) and closes the listing as 已转需求, in one transaction. A changed link is read again (待采集).
import { notFound, parse } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor, StoredRow, WriteRules } from '@entrepot/server-kit/entity';
import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { collectedMoves, decideCollectListings } from '../../domain/collect-listings.command.ts';
import { decideCollectionToDemand } from '../../domain/collection-to-demand.command.ts';
import { collection, platformOfUrl } from '../../entities/index.ts';
import { collections } from '../reference.schema.ts';
import type { ReferenceServices } from '../reference-services.ts';
import { orRefuse } from '../refusal.ts';
import type { ListingCollector } from './collector.ts';

type CollectionRow = StoredRow<typeof collection>;

export const collectBody = z.object({
  ids: z.array(z.uuid('请选择要采集的链接'), '请选择要采集的链接').min(1, '请选择要采集的链接').max(50, '一次最多采集50个链接'),
});
export const toDemandBody = z.object({ id: z.uuid('请选择采集记录'), category_id: z.uuid('请选择分类') });

/** The platform from the link; a changed link waits to be read again. */
export const collectionRules: WriteRules<typeof collection> = {
  async derive(_exec, input, before) {
    const url = String(input.url ?? before?.url ?? '');
    const changed = before && 'url' in input && input.url !== before.url;
    return { platform: platformOfUrl(url), ...(changed ? { status: 'pending', fail_reason: null } : {}) };
  },
};

/**
 * `POST collection/collect {ids}`: every link read, then each record moved at once; answers the counts
 * (../../domain/collect-listings.command.ts decides; here the records and links are read and the moves written).
 */
export async function collectListings(
  database: Database,
  s: ReferenceServices,
  collector: ListingCollector,
  body: unknown,
  actor: Actor,
  scope: SQL | undefined,
) {
  const ids = [...new Set(parse(collectBody, body).ids)];
  const rows = (await database.db
    .select()
    .from(collections)
    .where(and(inArray(collections.id, ids), scope))) as CollectionRow[];
  if (rows.length !== ids.length) throw notFound(collection.label); // a hidden record answers as a missing one
  const records = rows.map((r) => ({ id: r.id, code: String(r.code), status: r.status, url: r.url }));
  const { read } = orRefuse(decideCollectListings({ records }));
  const reads: { id: string; result: Awaited<ReturnType<ListingCollector['collect']>> }[] = [];
  for (const { id, url } of read) reads.push({ id, result: await collector.collect(url) });
  const { from, action, moves, collected, failed } = collectedMoves(reads);
  return database.tx(async (tx) => {
    for (const { id, to, extra } of moves) {
      await s.collection.setState(
        tx,
        [id],
        { field: 'status', from, to, action, extra: to === 'collected' ? { ...extra, collected_at: new Date() } : extra },
        actor,
      );
    }
    return { collected, failed };
  });
}

/**
 * `POST collection/todemand {id, category_id}`: the new demand (a 草稿 of the reader's), the listing 已转需求
 * (../../domain/collection-to-demand.command.ts decides; here the listing is locked, the demand made, the listing
 * moved).
 */
export async function collectionToDemand(tx: Tx, s: ReferenceServices, body: unknown, actor: Actor, scope: SQL | undefined) {
  const input = parse(toDemandBody, body);
  const [row] = (await tx
    .select()
    .from(collections)
    .where(and(inArray(collections.id, [input.id]), scope))
    .for('update')) as CollectionRow[];
  if (!row) throw notFound(collection.label);
  const listing = {
    code: String(row.code),
    status: row.status,
    url: row.url,
    title: row.title ?? null,
    price: row.price ?? null,
    currency: row.currency ?? null,
    platform: row.platform ?? null,
  };
  const decided = orRefuse(decideCollectionToDemand({ listing, actorId: actor.id }, input));
  const demand = await s.demand.create(tx, decided.demand, actor);
  await s.collection.setState(tx, [input.id], { ...decided.move, extra: { demand_id: demand.id } }, actor);
  return { demand: { id: demand.id, code: demand.code } };
}
