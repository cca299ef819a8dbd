// References the engine checks: a write naming a missing or disabled record is refused with the field's label, a
// record other records name under `onDelete: 'restrict'` is not deleted — for one record and for an import's batch.
import { defineEntity, defineMachine, enabledLifecycle, reference, references, status, text } from '@entrepot/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { servicesOf } from './registry.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';

const shelf = defineEntity({
  name: 'refprobe.shelf',
  table: 'refprobe.shelves',
  label: '货架',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 20, required: true }), status: status({ label: '状态', machine: enabledLifecycle }) },
});
const box = defineEntity({
  name: 'refprobe.box',
  table: 'refprobe.boxes',
  label: '箱子',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 20, required: true }),
    shelf_id: reference({ label: '所在货架', to: 'refprobe.shelf', onDelete: 'restrict', activeOnly: true }),
    spare_ids: references({ label: '备用货架', to: 'refprobe.shelf', onDelete: 'restrict', inUse: '货架「{name}」是箱子的备用货架，请先改箱子' }),
    note_shelf_id: reference({ label: '备注货架', to: 'refprobe.shelf' }),
    seen_shelf_id: reference({ label: '盘点货架', to: 'refprobe.shelf', mustExist: true }),
    moved_shelf_id: reference({ label: '移入的货架', to: 'refprobe.shelf', mustExist: '货架不存在' }),
  },
});
/** A style deleted only while a draft, with its variants (`onDelete: 'cascade'`), each deletable only while a draft too. */
const draftLife = defineMachine({
  initial: 'draft',
  states: { draft: { label: '草稿', color: 'gray' }, live: { label: '在用', color: 'green' }, retired: { label: '淘汰', color: 'red' } },
  transitions: { publish: { label: '发布', from: ['draft'], to: 'live' }, retire: { label: '淘汰', from: ['live'], to: 'retired' } },
});
const style = defineEntity({
  name: 'refprobe.style',
  table: 'refprobe.styles',
  label: '款式',
  titleField: 'name',
  deletableIn: { states: ['draft'], instead: 'retire' },
  fields: { name: text({ label: '名称', max: 20, required: true }), status: status({ label: '状态', machine: draftLife }) },
});
const variant = defineEntity({
  name: 'refprobe.variant',
  table: 'refprobe.variants',
  label: '变体',
  titleField: 'name',
  deletableIn: { states: ['draft'] },
  fields: {
    name: text({ label: '名称', max: 20, required: true }),
    style_id: reference({ label: '款式', to: 'refprobe.style', required: true, onDelete: 'cascade' }),
    status: status({ label: '状态', machine: draftLife }),
  },
});
const shelves = tableOf(shelf);
const boxes = tableOf(box);
const [styles, variants] = [tableOf(style), tableOf(variant)];
const s = servicesOf({ shelf: [shelf, shelves], box: [box, boxes], style: [style, styles], variant: [variant, variants] });
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '测试员' };
const MISSING = '01a200cb-0000-7000-8000-000000000000';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'refprobe', { shelves, boxes, styles, variants });
});
afterAll(() => t?.drop());

/** The refusal's code and message, or 'ok'. */
const outcome = (run: () => Promise<unknown>) =>
  run().then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? `${e.code} ${e.message}` : Promise.reject(e)),
  );
const tx = <T>(run: (tx: Parameters<Parameters<TestDatabase['database']['tx']>[0]>[0]) => Promise<T>) => t.database.tx(run);

describe('declared references', () => {
  it('refuses a missing or disabled target on create, an unchanged one is not asked again on update', async () => {
    const a = await tx((x) => s.shelf.create(x, { name: 'A' }, actor));
    const b = await tx((x) => s.shelf.create(x, { name: 'B' }, actor));
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '1', shelf_id: MISSING }, actor)))).toBe('10422 shelf_id: 所在货架不存在');
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '1', spare_ids: [String(a.id), MISSING] }, actor)))).toBe(
      `10422 spare_ids: 备用货架不存在: ${MISSING}`,
    );
    // A reference declared without checks is the module's business.
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '1', note_shelf_id: MISSING }, actor)))).toBe('ok');
    // `mustExist`: a missing target is refused, a disabled one is not.
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '1', seen_shelf_id: MISSING }, actor)))).toBe('10422 seen_shelf_id: 盘点货架不存在');
    // … in its own words when it declares them.
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '1', moved_shelf_id: MISSING }, actor)))).toBe('10422 moved_shelf_id: 货架不存在');
    const box1 = await tx((x) => s.box.create(x, { name: '2', shelf_id: String(a.id) }, actor));
    await tx((x) => s.shelf.transition(x, String(a.id), 'status', 'disable', actor));
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '3', shelf_id: String(a.id) }, actor)))).toBe('10422 shelf_id: 所在货架已停用');
    expect(await outcome(() => tx((x) => s.box.create(x, { name: '3', seen_shelf_id: String(a.id) }, actor)))).toBe('ok');
    expect(await outcome(() => tx((x) => s.box.update(x, String(box1.id), { name: '2b', shelf_id: String(a.id) }, actor)))).toBe('ok');
    expect(await outcome(() => tx((x) => s.box.update(x, String(box1.id), { shelf_id: MISSING }, actor)))).toBe('10422 shelf_id: 所在货架不存在');
    // A batch (an import's) is checked in one query per field; any bad row refuses the lot.
    expect(
      await outcome(() =>
        tx((x) => s.box.createMany(x, [{ input: { name: '4', shelf_id: String(b.id) } }, { input: { name: '5', shelf_id: String(a.id) } }], actor)),
      ),
    ).toBe('10422 shelf_id: 所在货架已停用');
  });

  it('keeps a target while a record names it, by one reference or in a list (in its own words), and deletes it once free', async () => {
    const c = await tx((x) => s.shelf.create(x, { name: 'C' }, actor));
    const d = await tx((x) => s.shelf.create(x, { name: 'D' }, actor));
    const box = await tx((x) => s.box.create(x, { name: '6', shelf_id: String(c.id), spare_ids: [String(d.id)] }, actor));
    expect(await outcome(() => tx((x) => s.shelf.remove(x, [String(c.id)], actor)))).toBe('10409 该货架下还有箱子，不能删除');
    expect(await outcome(() => tx((x) => s.shelf.remove(x, [String(d.id)], actor)))).toBe('10409 货架「D」是箱子的备用货架，请先改箱子');
    await tx((x) => s.box.remove(x, [String(box.id)], actor));
    expect(await outcome(() => tx((x) => s.shelf.remove(x, [String(c.id), String(d.id)], actor)))).toBe('ok');
  });
});

describe('deletes declared by state and cascade', () => {
  it('deletes a record only in its deletable states, naming what to do instead, and its cascading records with it', async () => {
    const draft = await tx((x) => s.style.create(x, { name: '草稿款' }, actor));
    const kept = await tx((x) => s.style.create(x, { name: '旁款' }, actor));
    for (const name of ['黑', '白']) await tx((x) => s.variant.create(x, { name, style_id: draft.id }, actor));
    await tx((x) => s.variant.create(x, { name: '灰', style_id: kept.id }, actor));
    const live = await tx((x) => s.style.create(x, { name: '在用款' }, actor));
    await tx((x) => s.style.transition(x, live.id, 'status', 'publish', actor));
    expect(await outcome(() => tx((x) => s.style.remove(x, [live.id], actor)))).toBe('10409 款式 在用款 不是草稿，不能删除，请改为淘汰');
    // A variant that went live keeps its style: the cascade goes through the variant's own rule, all or nothing.
    const liveVariant = await tx((x) => s.variant.create(x, { name: '红', style_id: draft.id }, actor));
    await tx((x) => s.variant.transition(x, liveVariant.id, 'status', 'publish', actor));
    expect(await outcome(() => tx((x) => s.style.remove(x, [draft.id], actor)))).toBe('10409 变体 红 不是草稿，不能删除');
    await t.database.pool.query('update refprobe.variants set status = $1 where id = $2', ['draft', liveVariant.id]);
    expect(await outcome(() => tx((x) => s.style.remove(x, [draft.id], actor)))).toBe('ok');
    const left = await t.database.pool.query('select name from refprobe.variants order by name');
    expect(left.rows.map((r) => r.name)).toEqual(['灰']);
    const audited = await t.database.pool.query("select count(*)::int as n from platform.audit_log where entity = 'refprobe.variant' and action = 'delete'");
    expect(audited.rows[0].n).toBe(3);
  });
});

describe('a select’s choices (options)', () => {
  it('offers enabled records by title, searched by title, and the current values whatever their state', async () => {
    const e = await tx((x) => s.shelf.create(x, { name: '东区_01' }, actor));
    const f = await tx((x) => s.shelf.create(x, { name: '东区%02' }, actor));
    await tx((x) => s.shelf.transition(x, String(f.id), 'status', 'disable', actor));
    const titles = async (request: Parameters<typeof s.shelf.options>[1]) => (await s.shelf.options(t.database.db, request)).map((r) => r.title);
    expect(await titles({ search: '东区', limit: 50 })).toEqual(['东区_01']);
    expect(await titles({ search: '东区', ids: [String(f.id)], limit: 50 })).toEqual(['东区%02', '东区_01']);
    expect(await titles({ search: '%', limit: 50 })).toEqual([]); // a LIKE wildcard is matched literally
    expect(await titles({ search: '_0', limit: 50 })).toEqual(['东区_01']);
    expect((await titles({ limit: 1 })).length).toBe(1);
    expect(e.status).toBe('enabled');
  });
});
