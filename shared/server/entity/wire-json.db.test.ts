// A list page whose rows' JSON the database writes (wire-json.ts) answers exactly what the rows path answers
// (the driver's rows through toWire, then JSON): every field type, nulls, odd text, times with and without
// milliseconds, reference titles, every paging path, the hidden fields of a data rule, and masked fields.
import {
  boolean,
  code,
  date,
  datetime,
  decimal,
  defineEntity,
  defineQuery,
  enumOf,
  enumsOf,
  file,
  json,
  money,
  number,
  quantity,
  reference,
  references,
  richText,
  status,
  text,
} from '@entrepot/entity';
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installContract } from '../http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { entityRoutes } from './handlers.ts';
import type { ListRequest } from './list.ts';
import { queryList, queryService, sourceColumns } from './query-list.ts';
import { servicesOf } from './registry.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';
import { probeGroup, probeMachine } from './testing/probe.entity.ts';

const sample = defineEntity({
  name: 'probe.wireSample',
  table: 'probe.wire_samples',
  label: '样例',
  titleField: 'name',
  naturalKey: ['code'],
  counts: 'state',
  defaultSort: [{ field: 'qty', dir: 'asc' }],
  fields: {
    code: code({ label: '编码', max: 30, pattern: 'WS{seq:4}' }),
    name: text({ label: '名称', max: 50, required: true, filter: 'like' }),
    account_no: text({ label: '账号', max: 30, masked: 'reveal' }),
    qty: number({ label: '数量', sortable: true, filter: 'range' }),
    active: boolean({ label: '有效' }),
    kind: enumOf({ label: '类型', options: [{ value: 'a', label: '甲' }] }),
    kinds: enumsOf({
      label: '多类型',
      options: [
        { value: 'a', label: '甲' },
        { value: 'b', label: '乙' },
      ],
    }),
    state: status({ label: '状态', machine: { ...probeMachine, transitions: {} }, filter: 'equal' }),
    group_id: reference({ label: '分组', to: 'probe.group' }),
    tags: references({ label: '标签', to: 'probe.group' }),
    named: references({ label: '按名', to: 'probe.group', key: 'name' }),
    price: money({ label: '单价' }),
    rate: decimal({ label: '比率', precision: 12, scale: 4 }),
    pieces: quantity({ label: '件数' }),
    day: date({ label: '日期' }),
    due_at: datetime({ label: '到期' }),
    extra: json({ label: '扩展', check: () => null }),
    body: richText({ label: '说明' }),
    secret: text({ label: '口令', max: 30, writeOnly: true }),
  },
});
const withFile = defineEntity({
  name: 'probe.wireFile',
  table: 'probe.wire_files',
  label: '附件样例',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 50, required: true }), photo: file({ label: '照片' }) },
});

/** A query whose source has no version nor updated_at: toWire leaves them out, and so must the database. */
const sampleSums = defineQuery({
  name: 'probe.wireSums',
  label: '样例汇总',
  permission: 'probe.wireSample.read',
  defaultSort: [{ field: 'qty', dir: 'desc' }],
  fields: {
    name: text({ label: '名称', max: 50, filter: 'like' }),
    qty: number({ label: '数量', sortable: true }),
    doubled: money({ label: '双倍' }),
    group_id: reference({ label: '分组', to: 'probe.group' }),
    due_at: datetime({ label: '到期' }),
  },
});

const groups = tableOf(probeGroup);
const samples = tableOf(sample);
const s = servicesOf({ group: [probeGroup, groups], sample: [sample, samples], file: [withFile, tableOf(withFile)] });
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '测试员' };
const NONE = new Set<string>();

let t: TestDatabase;
let app: FastifyInstance;
let reader = { isAdmin: true, permissions: new Set<string>() };
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, wire_samples: samples });
  const group = await t.database.tx((tx) => s.group.create(tx, { name: '甲"组\\' }, actor));
  await t.database.tx(async (tx) => {
    await s.sample.create(
      tx,
      {
        name: '引号" 反斜杠\\ 换行\n 表情😀 </script>',
        account_no: '6222020200001234',
        qty: 1,
        active: true,
        kind: 'a',
        kinds: ['b', 'a'],
        group_id: String(group.id),
        // A list keeps its order and repeats; a key whose record is gone shows as itself.
        tags: [String(group.id), '01a200cb-0000-7000-8000-000000000000', String(group.id)],
        named: ['无此组', '甲"组\\'],
        price: '12.50',
        rate: '0.1250',
        pieces: 3,
        day: '2026-02-28',
        due_at: new Date('2026-03-01T08:05:09Z'),
        extra: { a: [1, 'x', null], b: { c: true } },
        body: '<p>说明</p>',
        secret: 'hidden',
      },
      actor,
    );
    await s.sample.create(tx, { name: '空', qty: 2 }, actor);
    for (let i = 3; i <= 7; i++) await s.sample.create(tx, { name: `行${i}`, qty: i, price: `${i}.05`, due_at: new Date('2026-03-01T08:05:09.120Z') }, actor);
  });
  // Sub-millisecond times, as PostgreSQL keeps them: the wire keeps milliseconds only, and none when they are zero.
  await t.database.pool.query(`update probe.wire_samples set due_at = '2026-03-01 08:05:09.000400+00' where qty = 3`);
  await t.database.pool.query(`update probe.wire_samples set due_at = '2026-03-01 08:05:09.999999+00', state = 'active' where qty = 4`);
  app = Fastify();
  installContract(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = { id: actor.id, name: actor.name, ...reader };
  });
  const routes = entityRoutes(s.sample, t.database);
  app.get('/samples', routes.list);
  app.get('/samples/gateway', routes.gatewayList);
  app.get('/sums', queryList(sampleSums, t.database, { source: sumsSource, registry: s.registry }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const sumsSource = () =>
  new QueryBuilder()
    .select(
      sourceColumns({
        id: samples.id,
        created_at: samples.created_at,
        name: samples.name,
        qty: samples.qty,
        doubled: sql`${samples.price} * 2`,
        group_id: samples.group_id,
        due_at: samples.due_at,
      }),
    )
    .from(samples)
    .as('q');

type Listed = Omit<ListRequest, 'page' | 'perPage' | 'query'> & { page?: number; perPage?: number; query?: Record<string, unknown> };
const both = async (request: Listed, hidden: ReadonlySet<string> = NONE) => {
  const r = { page: 1, perPage: 20, query: {}, ...request };
  const rows = await s.sample.list(t.database.db, r);
  const wired = await s.sample.list(t.database.db, { ...r, wire: s.sample.wireSelect(hidden) });
  return { rows, wired, parsed: JSON.parse(wired.json!) as Record<string, unknown>[] };
};

describe('a list page written as JSON by the database', () => {
  it('answers the rows path value for value, in its order, with reference titles', async () => {
    const { rows, wired, parsed } = await both({});
    expect(rows.rows.length).toBe(7);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(rows.rows)));
    expect(Object.keys(parsed[0]!)).toEqual(Object.keys(rows.rows[0]!));
    expect(parsed[0]).toMatchObject({ price: '12.50', rate: '0.1250', kinds: ['b', 'a'], day: '2026-02-28', due_at: '2026-03-01T08:05:09Z' });
    expect(parsed[0]!.group_id_title).toBe('甲"组\\');
    expect(parsed[0]!.tags_titles).toEqual(['甲"组\\', '01a200cb-0000-7000-8000-000000000000', '甲"组\\']);
    expect(parsed[0]!.named_titles).toEqual(['无此组', '甲"组\\']);
    expect(parsed[1]).toMatchObject({ tags: [], tags_titles: [], named_titles: [] });
    expect(parsed[0]).not.toHaveProperty('secret');
    expect(parsed.map((r) => r.due_at).slice(1, 4)).toEqual([null, '2026-03-01T08:05:09Z', '2026-03-01T08:05:09.999Z']);
    expect(parsed[1]).toMatchObject({ kinds: [], price: null, group_id_title: null, extra: null });
    expect([wired.total, wired.estimated, wired.counts]).toEqual([rows.total, rows.estimated, rows.counts]);
  });

  it('pages, sorts and filters alike on every path: the one statement, the exact total, no total, past the last page', async () => {
    for (const request of [
      { page: 2, perPage: 3, query: { sort: '-qty' } },
      { query: { exact_total: '1', state: 'active' } },
      { page: 2, perPage: 2, total: false },
      { page: 9, perPage: 5, query: { name: '行' } },
    ] satisfies Listed[]) {
      const { rows, wired, parsed } = await both(request);
      expect(parsed).toEqual(JSON.parse(JSON.stringify(rows.rows)));
      expect([wired.total, wired.estimated, wired.counts]).toEqual([rows.total, rows.estimated, rows.counts]);
    }
  });

  it('leaves out hidden fields with their titles; an entity with files keeps the rows path', async () => {
    const { parsed } = await both({}, new Set(['group_id', 'price']));
    expect(parsed[0]).not.toHaveProperty('group_id');
    expect(parsed[0]).not.toHaveProperty('group_id_title');
    expect(parsed[0]).not.toHaveProperty('price');
    expect(parsed[0]).toHaveProperty('rate');
    expect(s.file.wireSelect(NONE)).toBeUndefined();
  });

  it('answers the route the same envelope; a reader who sees a field masked gets the rows path', async () => {
    const seen = (await app.inject({ method: 'GET', url: '/samples?per_page=2' })).json();
    const { rows } = await both({ perPage: 2 });
    expect(seen).toEqual({
      code: 10000,
      message: expect.any(String),
      data: JSON.parse(JSON.stringify({ list: rows.rows, total: 7, page: 1, per_page: 2, counts: rows.counts })),
    });
    const gateway = (await app.inject({ method: 'GET', url: '/samples/gateway?pageNumber=2&pageSize=3' })).json();
    const second = await both({ page: 2, perPage: 3 });
    expect(gateway.data).toEqual(JSON.parse(JSON.stringify({ list: second.rows.rows, total: 7, pageNumber: 2, pageSize: 3 })));
    reader = { isAdmin: false, permissions: new Set(['probe.wireSample.read']) };
    const masked = (await app.inject({ method: 'GET', url: '/samples?per_page=1' })).json();
    expect(masked.data.list[0].account_no).toBe('************1234');
    reader = { isAdmin: true, permissions: new Set() };
  });

  it('answers a declared query list the same, with only the columns its source has', async () => {
    const seen = (await app.inject({ method: 'GET', url: '/sums?per_page=3' })).json();
    const rows = await queryService(sampleSums, sumsSource(), s.registry).list(t.database.db, { page: 1, perPage: 3, query: {} });
    expect(seen.data.list).toEqual(JSON.parse(JSON.stringify(rows.rows)));
    expect(Object.keys(seen.data.list[0])).toEqual(['id', 'created_at', 'name', 'qty', 'doubled', 'group_id', 'due_at', 'group_id_title']);
    expect(seen.data.total).toBe(7);
  });
});
