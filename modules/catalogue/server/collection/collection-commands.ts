// 数据采集's commands (README "Data collection"): 采集 reads each listed link through the collector — outside the
// database transaction, the figures then written together, each record 已采集 or 采集失败 with its reason, audited as
// `collect` —, and 转为需求 makes a 商品需求 of a collected listing (its title, link, price, currency, platform; the
// category asked) and closes the listing as 已转需求, in one transaction. A changed link is read again (待采集).
import { conflict, notFound, parse } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, StoredRow, WriteRules } from '@entrepot/server-kit/entity';
import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { collection, declaredCurrencies, platformOfUrl, STANDARD_PRICE_PLATFORMS } from '../../entities/index.ts';
import { collections } from '../reference.schema.ts';
import type { ReferenceServices } from '../reference-services.ts';
import type { ListingCollector } from './collector.ts';

type Row = Record<string, unknown>;
type CollectionRow = StoredRow<typeof collection>;
const COLLECTABLE = ['pending', 'collected', 'failed'];

export const collectBody = z.object({
  ids: z.array(z.uuid('请选择要采集的链接'), '请选择要采集的链接').min(1, '请选择要采集的链接').max(50, '一次最多采集50个链接'),
});
export const toDemandBody = z.object({ id: z.uuid('请选择采集记录'), category_id: z.uuid('请选择分类') });

/** The platform from the link; a changed link waits to be read again. */
export const collectionRules: WriteRules = {
  async derive(_exec: Executor, input: Row, before: Row | null) {
    const url = String(input.url ?? before?.url ?? '');
    const changed = before && 'url' in input && input.url !== before.url;
    return { platform: platformOfUrl(url), ...(changed ? { status: 'pending', fail_reason: null } : {}) };
  },
};

const codes = (rows: CollectionRow[]) => rows.map((r) => String(r.code)).join('、');

/** `POST collection/collect {ids}`: every link read, then each record moved at once; answers the counts. */
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
  const closed = rows.filter((r) => !COLLECTABLE.includes(String(r.status)));
  if (closed.length) throw conflict(`以下采集记录已转需求或已忽略，不能采集：${codes(closed)}`);
  const read: { row: CollectionRow; result: Awaited<ReturnType<ListingCollector['collect']>> }[] = [];
  for (const row of rows) read.push({ row, result: await collector.collect(String(row.url)) });
  return database.tx(async (tx) => {
    let collected = 0;
    for (const { row, result } of read) {
      const move = { field: 'status', from: COLLECTABLE, action: 'collect' };
      if ('error' in result) await s.collection.setState(tx, [row.id], { ...move, to: 'failed', extra: { fail_reason: result.error } }, actor);
      else {
        await s.collection.setState(tx, [row.id], { ...move, to: 'collected', extra: { ...result, fail_reason: null, collected_at: new Date() } }, actor);
        collected += 1;
      }
    }
    return { collected, failed: read.length - collected };
  });
}

/** `POST collection/todemand {id, category_id}`: the new demand (a 草稿 of the reader's), the listing 已转需求. */
export async function collectionToDemand(tx: Tx, s: ReferenceServices, body: unknown, actor: Actor, scope: SQL | undefined) {
  const { id, category_id } = parse(toDemandBody, body);
  const [row] = (await tx
    .select()
    .from(collections)
    .where(and(inArray(collections.id, [id]), scope))
    .for('update')) as CollectionRow[];
  if (!row) throw notFound(collection.label);
  if (row.status !== 'collected') throw conflict(`采集记录 ${String(row.code)} 还没有采集成功，不能转为需求`);
  const known = <T extends readonly { value: string }[]>(options: T, v: unknown) => (options.some((o) => o.value === v) ? v : undefined);
  const demand = await s.demand.create(
    tx,
    {
      title: String(row.title ?? row.code).slice(0, 100),
      category_id,
      reference_url: row.url,
      target_price: row.price,
      currency: known(declaredCurrencies, row.currency) ?? 'USD',
      platform: known(STANDARD_PRICE_PLATFORMS, row.platform) ?? null,
      description: `由数据采集 ${String(row.code)} 转入`,
      developer_id: actor.id,
    },
    actor,
  );
  await s.collection.setState(tx, [id], { field: 'status', from: ['collected'], to: 'converted', action: 'todemand', extra: { demand_id: demand.id } }, actor);
  return { demand: { id: demand.id, code: demand.code } };
}
