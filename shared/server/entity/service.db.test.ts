import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { mergedInListPage } from './in-list-merge.ts';
import { listRows } from './list.ts';
import { sortPartsOf } from './list-filters.ts';
import { Entities } from './registry.ts';
import { createSchema, updateSchema } from './schemas.ts';
import { EntityService } from './service.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';
import { probeGroup, probeItem } from './testing/probe.entity.ts';

const groups = tableOf(probeGroup);
const items = tableOf(probeItem);
const entities = new Entities();
entities.add(probeGroup, groups);
entities.add(probeItem, items);
const groupService = new EntityService(probeGroup, groups, entities);
const service = new EntityService(probeItem, items, entities);
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb980', name: '测试员' };

let t: TestDatabase;
let g1: string;
let g2: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, items });
  g1 = String((await t.database.tx((tx) => groupService.create(tx, { name: '一组' }, actor))).id);
  g2 = String((await t.database.tx((tx) => groupService.create(tx, { name: '二组' }, actor))).id);
});
afterAll(async () => t?.drop());

const create = (input: Record<string, unknown>) => t.database.tx((tx) => service.create(tx, createSchema(probeItem).parse(input), actor));
const list = (query: Record<string, unknown>, perPage = 50) => service.list(t.database.db, { page: 1, perPage, query });
const names = async (query: Record<string, unknown>) => (await list(query)).rows.map((r) => r.name);

describe('entity engine: every field type through create, filter and wire', () => {
  beforeAll(async () => {
    await create({ name: '红色杯子', qty: 5, kind: 'a', group_id: g1, tags: [g1, g2], due_at: '2026-01-10T00:00:00Z', note: '第一' });
    await create({ name: '蓝色杯子', qty: 50, kind: 'b', active: false, group_id: g2, tags: [g2], due_at: '2026-03-01T08:00:00+08:00' });
    await create({ code: 'CUSTOM-1', name: '红色盘子_50%', qty: 500, kind: 'b' });
  });

  it('text: like filter is a substring match with wildcards escaped', async () => {
    expect(await names({ name: '红色', sort: 'name' })).toEqual(['红色杯子', '红色盘子_50%']);
    expect(await names({ name: '_50%' })).toEqual(['红色盘子_50%']);
    expect(await names({ name: '%' })).toEqual(['红色盘子_50%']);
  });

  it('code: generated from the counter when blank, kept when given, batch filter', async () => {
    const rows = (await list({ sort: 'code' })).rows;
    expect(rows.map((r) => r.code)).toEqual(['CUSTOM-1', 'PI0001', 'PI0002']);
    expect(await names({ code: 'PI0001,CUSTOM-1', sort: 'name' })).toEqual(['红色杯子', '红色盘子_50%']);
  });

  it('number: range filter from either side, and input bounds', async () => {
    expect(await names({ qty_from: '10', sort: 'qty' })).toEqual(['蓝色杯子', '红色盘子_50%']);
    expect(await names({ qty_from: '10', qty_to: '100' })).toEqual(['蓝色杯子']);
    expect(createSchema(probeItem).safeParse({ name: 'x', qty: -1 }).error?.issues[0]?.message).toBe('数量不能小于0');
    expect(createSchema(probeItem).safeParse({ name: 'x', qty: 1.5 }).error?.issues[0]?.message).toBe('数量必须是整数');
  });

  it('boolean: default applies, equal filter takes true/false', async () => {
    expect(await names({ active: 'false' })).toEqual(['蓝色杯子']);
    expect((await list({ active: 'true' })).total).toBe(2);
  });

  it('enum: in filter and closed input', async () => {
    expect(await names({ kind: 'b', sort: 'name' })).toEqual(['红色盘子_50%', '蓝色杯子']);
    expect(createSchema(probeItem).safeParse({ name: 'x', kind: 'z' }).error?.issues[0]?.message).toBe('请选择正确的类型');
  });

  it('status: starts in the initial state and is not writable', async () => {
    expect((await list({ state: 'draft' })).total).toBe(3);
    expect(createSchema(probeItem).safeParse({ name: 'x', state: 'active' }).success).toBe(false);
  });

  it('reference and references: filters and titles of the targets', async () => {
    const rows = (await list({ group_id: g1 })).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ group_id: g1, group_id_title: '一组', tags_titles: ['一组', '二组'] });
    expect(await names({ tags: g2, sort: 'name' })).toEqual(['红色杯子', '蓝色杯子']);
    // A malformed id matches nothing (it must not widen the list to every row).
    expect(await names({ group_id: 'not-an-id' })).toEqual([]);
  });

  it('datetime: ISO in, ISO UTC out, range filter', async () => {
    const rows = (await list({ due_at_from: '2026-02-01T00:00:00Z' })).rows;
    expect(rows.map((r) => r.due_at)).toEqual(['2026-03-01T00:00:00Z']);
  });

  it('money: decimal strings in and out, exact comparison, range filter', async () => {
    const schema = createSchema(probeItem);
    expect(schema.safeParse({ name: 'x', price: '0.1' }).success).toBe(true);
    expect(schema.safeParse({ name: 'x', price: '1.005' }).error?.issues[0]?.message).toBe('单价最多2位小数');
    expect(schema.safeParse({ name: 'x', price: 'abc' }).error?.issues.map((i) => i.message)).toEqual(['单价最多2位小数']); // refused, not thrown
    expect(schema.safeParse({ name: 'x', price: '-0.01' }).error?.issues[0]?.message).toBe('单价不能小于0');
    await create({ name: '钱1', price: '0.10' });
    await create({ name: '钱2', price: 19.99 });
    const rows = (await list({ price_from: '0.1', price_to: '20', sort: 'price' })).rows;
    expect(rows.map((r) => r.price)).toEqual(['0.10', '19.99']);
  });

  it('ignores empty filters and refuses unknown sorts', async () => {
    expect((await list({ name: undefined, kind: undefined, price_from: undefined })).total).toBe(5);
    await expect(list({ sort: 'note' })).rejects.toThrow('不能按note排序');
  });

  it('rejects unknown keys on create (no mass assignment)', () => {
    expect(createSchema(probeItem).safeParse({ name: 'x', created_by: actor.id }).success).toBe(false);
    expect(createSchema(probeItem).safeParse({ name: 'x', id: actor.id }).success).toBe(false);
  });
});

describe('entity engine: writes, audit and transitions', () => {
  it('updates with a version check and records the changed audited fields', async () => {
    const row = await create({ name: '审计测试', qty: 1, note: 'a' });
    const id = String(row.id);
    const updated = await t.database.tx((tx) => service.update(tx, id, updateSchema(probeItem).parse({ qty: 2, note: 'b', version: 1 }), actor));
    expect(updated).toMatchObject({ qty: 2, version: 2 });
    await expect(t.database.tx((tx) => service.update(tx, id, { qty: 3, version: 1 }, actor))).rejects.toThrow('已被他人修改');
    const trail = await service.auditTrail(t.database.db, id);
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]!.changes).toEqual({ qty: { before: 1, after: 2 } }); // note is not audited
    expect(trail[0]!.user_name).toBe('测试员');
  });

  it('leaves fields absent from an update untouched (lists included)', async () => {
    const row = await create({ name: '部分更新', tags: [g1] });
    const updated = await t.database.tx((tx) => service.update(tx, String(row.id), updateSchema(probeItem).parse({ name: '部分更新2' }), actor));
    expect(updated).toMatchObject({ name: '部分更新2', tags: [g1] });
  });

  it('runs declared transitions only from allowed states', async () => {
    const id = String((await create({ name: '状态测试' })).id);
    expect((await t.database.tx((tx) => service.transition(tx, id, 'state', 'activate', actor))).state).toBe('active');
    await expect(t.database.tx((tx) => service.transition(tx, id, 'state', 'activate', actor))).rejects.toThrow('当前状态为「启用」，不能启用');
    expect((await t.database.tx((tx) => service.transition(tx, id, 'state', 'stop', actor))).state).toBe('stopped');
    expect((await service.auditTrail(t.database.db, id))[0]).toMatchObject({ action: 'stop', changes: { state: { before: 'active', after: 'stopped' } } });
  });

  it('applies a transition guard declared beside the machine', async () => {
    const id = String((await create({ name: '禁用品' })).id);
    await expect(t.database.tx((tx) => service.transition(tx, id, 'state', 'activate', actor))).rejects.toMatchObject({
      code: 10409,
      message: '该测试项不能启用',
    });
  });

  it('writes the values a transition takes with its state, each required and checked by its field', async () => {
    const id = String((await create({ name: '搁置测试' })).id);
    await t.database.tx((tx) => service.transition(tx, id, 'state', 'activate', actor));
    const park = (input?: unknown) => t.database.tx((tx) => service.transition(tx, id, 'state', 'park', actor, undefined, input));
    await expect(park()).rejects.toMatchObject({ code: 10422, message: 'note: 请输入备注' });
    await expect(park({ note: '缺货', group_id: g1, qty: 3 })).rejects.toMatchObject({ code: 10422 }); // only what it takes
    await expect(park({ note: '缺货', group_id: 'x' })).rejects.toMatchObject({ code: 10422, message: 'group_id: 分组不正确' });
    expect(await service.find(t.database.db, id)).toMatchObject({ state: 'active', note: null });
    expect(await park({ note: '缺货', group_id: g1 })).toMatchObject({ state: 'stopped', note: '缺货', group_id: g1 });
    expect((await service.auditTrail(t.database.db, id))[0]).toMatchObject({
      action: 'park',
      changes: { group_id: { after: g1 }, state: { after: 'stopped' } },
    });
  });

  it('answers a unique violation as 10409 naming the field', async () => {
    await expect(t.database.tx((tx) => groupService.create(tx, { name: '一组' }, actor))).rejects.toMatchObject({ code: 10409, message: '分组名已存在' });
    await t.database.tx((tx) => groupService.create(tx, { name: 'Alpha' }, actor));
    await expect(t.database.tx((tx) => groupService.create(tx, { name: 'ALPHA' }, actor))).rejects.toMatchObject({ code: 10409 }); // case-insensitive
  });

  it('deletes all or nothing', async () => {
    const a = String((await create({ name: '删1' })).id);
    const b = String((await create({ name: '删2' })).id);
    await expect(t.database.tx((tx) => service.remove(tx, [a, '01a200cb-0000-7000-8000-000000000000'], actor))).rejects.toMatchObject({ code: 10404 });
    expect(await service.find(t.database.db, a)).toBeDefined();
    expect(await t.database.tx((tx) => service.remove(tx, [a, b], actor))).toBe(2);
    expect((await service.auditTrail(t.database.db, a))[0]!.action).toBe('delete');
  });
});

describe('entity engine: totals', () => {
  it('counts exactly up to 10,000 and estimates above', async () => {
    await t.database.db.execute(
      sql.raw(
        `insert into probe.items (id, name, code, state, tags) select gen_random_uuid(), 'bulk ' || i, 'B' || i, 'draft', '{}' from generate_series(1, 10050) i`,
      ),
    );
    await t.database.db.execute(sql.raw('analyze probe.items'));
    const estimated = await list({ name: 'bulk' }, 20);
    expect(estimated.estimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(10_000);
    const exact = await list({ name: 'bulk', exact_total: '1' }, 20);
    expect(exact).toMatchObject({ total: 10_050, estimated: false });
    expect(await list({ name: 'bulk 1005' }, 20)).toMatchObject({ total: 2, estimated: false }); // bulk 1005 and bulk 10050: under the cap, exact
    // The next page of the large list reuses the estimate (remembered for 30 s) and still reads its own rows.
    const page2 = await service.list(t.database.db, { page: 2, perPage: 20, query: { name: 'bulk', sort: 'code' } });
    const page1 = await service.list(t.database.db, { page: 1, perPage: 20, query: { name: 'bulk', sort: 'code' } });
    expect([page1.estimated, page2.estimated, page2.total]).toEqual([true, true, page1.total]);
    expect(page2.rows).toHaveLength(20);
    expect(page2.rows[0]!['code']).not.toBe(page1.rows[0]!['code']);
  });
});

describe('entity engine: a substring search reads its matches once', () => {
  it('answers every page as the plain page statement does, in each order, with the count', async () => {
    for (let i = 0; i < 23; i++) await create({ name: `子串${i}`, qty: (i * 5) % 11 });
    for (const sort of ['qty', '-qty', 'name', '']) {
      for (const page of [1, 2, 4, 5]) {
        const query = { name: '子串', sort };
        const once = await service.list(t.database.db, { page, perPage: 6, query });
        const plain = await service.list(t.database.db, { page, perPage: 6, query: { ...query, exact_total: '1' } });
        expect(once.rows.map((r) => r.name)).toEqual(plain.rows.map((r) => r.name));
        expect([once.total, once.estimated]).toEqual([23, false]);
        // Without reference titles the page is read from the matches themselves.
        const bare = await listRows(t.database.db, probeItem, items, { page, perPage: 6, query });
        expect(bare.rows.map((r) => r.name)).toEqual(plain.rows.map((r) => r.name));
      }
    }
    expect((await service.list(t.database.db, { page: 4, perPage: 6, query: { name: '子串' } })).rows).toHaveLength(5);
  });
});

describe('entity engine: a short IN list read as merged index walks', () => {
  it('answers the same pages as one filtered walk, data rules and bad values included', async () => {
    for (let i = 0; i < 30; i++) await create({ name: `合并${i}`, qty: (i * 7) % 23, kind: i % 3 === 0 ? 'a' : 'b', active: i % 5 !== 0 });
    const all = (await list({ name: '合并', exact_total: '1' }, 100)).rows;
    const expected = all
      .filter((r) => r.active === true)
      .sort((x, y) => Number(x.qty) - Number(y.qty) || String(x.id).localeCompare(String(y.id)))
      .map((r) => r.name);
    const page = (n: number, query: Record<string, unknown>) => service.list(t.database.db, { page: n, perPage: 7, query: { name: '合并', ...query } });
    const query = { active: 'true', kind: 'a,b', sort: 'qty' };
    const shape = (q: Record<string, unknown>) => ({ query: q, sort: sortPartsOf(probeItem, q.sort), selected: sql`*`, limit: 7, offset: 0 });
    expect(mergedInListPage(probeItem, items, shape(query))).toBeDefined();
    expect(mergedInListPage(probeItem, items, shape({ ...query, sort: '-qty' }))).toBeDefined(); // the index walked backwards
    expect(mergedInListPage(probeItem, items, shape({ ...query, sort: 'name' }))).toBeUndefined(); // no index holds that order
    expect(mergedInListPage(probeItem, items, shape({ ...query, active: '' }))).toBeUndefined(); // the leading column is not fixed
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(n, query)));
    expect(pages.flatMap((p) => p.rows.map((r) => r.name))).toEqual(expected);
    expect(pages[0]!.total).toBe(expected.length);
    // A value the column cannot hold is dropped, as in the plain filter; one valid value is no union.
    expect((await page(1, { ...query, kind: 'a,zz' })).rows.map((r) => r.name)).toEqual(
      expected.filter((name) => all.find((r) => r.name === name)?.kind === 'a').slice(0, 7),
    );
    // The caller's scope holds in every arm.
    const scoped = await service.list(t.database.db, { page: 1, perPage: 50, query: { name: '合并', ...query }, scope: sql`qty < 5` });
    expect(scoped.rows.every((r) => Number(r.qty) < 5)).toBe(true);
    expect(scoped.rows).toHaveLength(all.filter((r) => r.active === true && Number(r.qty) < 5).length);
  });
});
