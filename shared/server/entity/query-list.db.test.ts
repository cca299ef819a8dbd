// A declared query over a join: the entity engine's filters (like, range of days, equal on a computed column),
// sort, paging and capped totals, reference titles, the route's read code, and the request's rules inside it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datetime, defineQuery, money, number, reference, status, text } from '@entrepot/entity';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryExport } from '../file-tasks/query-export.ts';
import { readXlsx } from '../file-tasks/xlsx.ts';
import { installContract } from '../http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { queryList, queryService } from './query-list.ts';
import { servicesOf } from './registry.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';
import { probeGroup, probeItem, probeMachine } from './testing/probe.entity.ts';

const groups = tableOf(probeGroup);
const items = tableOf(probeItem);
const s = servicesOf({ group: [probeGroup, groups], item: [probeItem, items] });
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '测试员' };

/** Each group with how many items it holds and their total quantity: not one table. */
const groupTotals = defineQuery({
  name: 'probe.groupTotals',
  label: '分组汇总',
  permission: 'probe.item.read',
  defaultSort: [{ field: 'items', dir: 'desc' }],
  fields: {
    name: text({ label: '分组', max: 50, filter: 'like', sortable: true }),
    items: number({ label: '项数', filter: 'range', sortable: true }),
    qty: number({ label: '总数量', sortable: true }),
    group_id: reference({ label: '分组记录', to: 'probe.group', filter: 'equal', list: false }),
    first_at: datetime({ label: '最早创建', filter: 'range', days: true }),
  },
});

// The route's own rule goes inside the source: `?min_qty=` only counts items of at least that quantity.
const totalsOptions = {
  registry: s.registry,
  source: (request: FastifyRequest) => {
    const min = Number((request.query as { min_qty?: string }).min_qty ?? 0);
    return new QueryBuilder()
      .select({
        id: groups.id,
        group_id: sql<string>`${groups.id}`.as('group_id'),
        name: groups.name,
        items: sql<number>`${count(items.id)}::int`.as('items'),
        qty: sql<number>`coalesce(sum(${items.qty}), 0)::int`.as('qty'),
        first_at: sql<Date>`min(${items.created_at})`.as('first_at'),
      })
      .from(groups)
      .leftJoin(items, sql`${eq(items.group_id, groups.id)} and ${items.qty} >= ${min}`)
      .groupBy(groups.id, groups.name)
      .as('q');
  },
  rows: (rows: Record<string, unknown>[]) => rows.map((r) => ({ ...r, summary: `${r.name}: ${r.items}` })),
};

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, items });
  const [a, b] = await t.database.tx(async (tx) => [await s.group.create(tx, { name: '甲组' }, actor), await s.group.create(tx, { name: '乙组' }, actor)]);
  await t.database.tx(async (tx) => {
    for (const [name, qty, group] of [
      ['一', 1, a],
      ['二', 2, a],
      ['三', 5, b],
    ] as const)
      await s.item.create(tx, { name, qty, group_id: String(group!.id) }, actor);
  });
  app = Fastify();
  installContract(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = { id: actor.id, name: actor.name, isAdmin: false, permissions: new Set(['probe.item.read']) };
  });
  // The route's own rule goes inside the source: `?min_qty=` only counts items of at least that quantity.
  app.get('/totals', queryList(groupTotals, t.database, totalsOptions));
  app.get('/totals/export', queryExport(groupTotals, t.database, { ...totalsOptions, file: '分组汇总', cells: { qty: (r) => `${r.qty}件` } }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();

describe('a declared count bar (counts)', () => {
  it('counts each choice under every other filter, its own filter left out, the scope kept', async () => {
    const options = {
      name: 'probe.itemStates',
      label: '测试项状态',
      permission: 'probe.item.read',
      defaultSort: [{ field: 'name' as const, dir: 'asc' as const }],
      fields: {
        name: text({ label: '名称', max: 50, filter: 'like' }),
        state: status({ label: '状态', machine: { ...probeMachine, transitions: {} }, filter: 'equal' }),
      }, // a query runs no transition
    };
    const itemStates = defineQuery({ ...options, counts: 'state' });
    await t.database.pool.query(`update probe.items set state = 'active' where name = '三'`);
    const source = new QueryBuilder().select({ id: items.id, name: items.name, state: items.state }).from(items).as('q');
    const list = (query: Record<string, unknown>, scope?: SQL) => queryService(itemStates, source).list(t.database.db, { page: 1, perPage: 20, query, scope });
    const counted = (r: { counts?: { value: string; count: number }[] }) => Object.fromEntries(r.counts!.map((c) => [c.value, c.count]));
    const all = await list({ state: 'draft' });
    expect([all.total, counted(all)]).toEqual([2, { '': 3, draft: 2, active: 1, stopped: 0 }]);
    expect(all.counts!.slice(0, 2)).toEqual([
      { value: '', label: '全部', count: 3 },
      { value: 'draft', label: '草稿', count: 2 },
    ]);
    expect(counted(await list({ name: '三' }))).toEqual({ '': 1, draft: 0, active: 1, stopped: 0 });
    expect(counted(await list({}, sql`name <> '一'`))).toEqual({ '': 2, draft: 1, active: 1, stopped: 0 });
    expect(() => defineQuery({ ...options, counts: 'name' })).toThrow('counts must name an enum or status field with a filter');
    // The list's total is the bar's count of the chosen state (or of all): exact above the exact-count limit too.
    await t.database.pool.query(
      `insert into probe.items (id, name, code, state, tags) select gen_random_uuid(), 'bulk ' || i, 'B' || i, 'draft', '{}' from generate_series(1, 10050) i`,
    );
    const large = await list({ state: 'draft' });
    expect([large.total, large.estimated, counted(large).draft]).toEqual([10_052, false, 10_052]);
    expect([(await list({})).total, (await list({ name: 'bulk 1005' })).total]).toEqual([10_053, 2]);
    await t.database.pool.query(`delete from probe.items where name like 'bulk %'`);
  });
});

describe('declared totals', () => {
  it('sums each figure over every row under the filters and scope, not the page; money as a decimal string', async () => {
    const itemFigures = defineQuery({
      name: 'probe.itemFigures',
      label: '测试项数量',
      permission: 'probe.item.read',
      defaultSort: [{ field: 'name', dir: 'asc' }],
      totals: ['qty', 'price'],
      fields: { name: text({ label: '名称', max: 50, filter: 'like' }), qty: number({ label: '数量', filter: 'range' }), price: money({ label: '单价' }) },
    });
    await t.database.pool.query(`update probe.items set price = case name when '一' then 0.10 when '二' then 0.20 else 1234567890.05 end`);
    const source = new QueryBuilder().select({ id: items.id, name: items.name, qty: items.qty, price: items.price }).from(items).as('q');
    const route = queryList(itemFigures, t.database, { source: () => source });
    // The handler called as Fastify would: a list it answers as the database wrote it comes as JSON text.
    const reply = { type: () => reply };
    const answer = async (query: Record<string, unknown>) => {
      const sent = await route.handler.call(app, { query } as never, reply as never);
      return ((typeof sent === 'string' ? JSON.parse(sent) : sent) as { data: { totals: unknown; list: unknown[] } }).data;
    };
    const scoped = (scope: SQL) => queryService(itemFigures, source).list(t.database.db, { page: 1, perPage: 1, query: {}, scope });
    const all = await answer({ per_page: '1' });
    expect([all.list.length, all.totals]).toEqual([1, { qty: 8, price: '1234567890.35' }]); // 0.1 + 0.2 exact
    expect((await answer({ qty_from: '2' })).totals).toEqual({ qty: 7, price: '1234567890.25' });
    expect((await answer({ name: '无' })).totals).toEqual({ qty: 0, price: '0' });
    expect((await scoped(sql`name = '一'`)).totals).toEqual({ qty: 1, price: '0.10' });
    // An export's page: no totals, no count — `total` says only how far the pages reach.
    const bare = await queryService(itemFigures, source).list(t.database.db, { page: 2, perPage: 1, query: {}, total: false, summary: false });
    expect([bare.rows.length, bare.total, bare.estimated, bare.totals]).toEqual([1, 2, true, undefined]);
    expect(() => defineQuery({ ...itemFigures, totals: ['name'] } as never)).toThrow('totals names name, which is no number, quantity, money or decimal field');
  });
});

describe('defineQuery over a join', () => {
  it('lists by the declared default sort with a total, the rows as the route shapes them, titles of references', async () => {
    const all = await get('/totals');
    expect(all.code).toBe(10000);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((r: { summary: string; qty: number }) => [r.summary, r.qty])).toEqual([
      ['甲组: 2', 3],
      ['乙组: 1', 5],
    ]);
    expect(all.data.list[0].group_id_title).toBe('甲组');
  });

  it('filters by the declared flags (like, range, equal, days), sorts by a sortable field and pages', async () => {
    expect((await get('/totals?name=乙')).data.list.map((r: { name: string }) => r.name)).toEqual(['乙组']);
    expect((await get('/totals?items_from=2')).data.total).toBe(1);
    expect((await get('/totals?sort=qty')).data.list.map((r: { name: string }) => r.name)).toEqual(['甲组', '乙组']);
    expect((await get('/totals?sort=-qty&per_page=1&page=2')).data.list.map((r: { name: string }) => r.name)).toEqual(['甲组']);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await get(`/totals?first_at_from=${today}&first_at_to=${today}`)).data.total).toBe(2);
    expect((await get('/totals?first_at_to=2020-01-01')).data.total).toBe(0);
    expect((await get('/totals?first_at_from=2026-02-30')).message).toBe('first_at_from: 最早创建格式应为 YYYY-MM-DD');
    expect((await get('/totals?sort=summary')).message).toBe('sort: 不能按summary排序');
  });

  it('applies the request’s own rule inside the source; the route asks for the query’s read code', async () => {
    expect((await get('/totals?min_qty=2')).data.list.map((r: { name: string; items: number }) => `${r.name}${r.items}`)).toEqual(['乙组1', '甲组1']); // a tie on the sort: the later record first (the appended id)
    // The hub's permission hook reads the route's code: the query's read code (here the items' own).
    expect(queryList(groupTotals, t.database, { registry: s.registry, source: () => items as never }).config).toEqual({ permission: 'probe.item.read' });
    expect([groupTotals.permission('export'), groupTotals.permission('create')]).toEqual(['probe.item.read', 'probe.groupTotals.create']);
  });

  it('exports the filtered rows in the list order: the declared list columns, cells in a person’s words', async () => {
    const answer = await app.inject({ method: 'GET', url: '/totals/export?name=组&sort=qty' });
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''%E5%88%86%E7%BB%84%E6%B1%87%E6%80%BB-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = join(mkdtempSync(join(tmpdir(), 'query-export-')), 'a.xlsx');
    writeFileSync(path, answer.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows.map((r) => Object.keys(r))[0]).toEqual(['分组', '项数', '总数量', '最早创建']); // 分组记录 is no list column
    expect(rows.map((r) => `${r.分组}|${r.项数}|${r.总数量}`)).toEqual(['甲组|2|3件', '乙组|1|5件']);
    expect(rows[0]!.最早创建).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/); // Shanghai time, as on the screen
    expect((await app.inject({ method: 'GET', url: '/totals/export?first_at_from=x' })).json().code).toBe(10422);
  });
});
