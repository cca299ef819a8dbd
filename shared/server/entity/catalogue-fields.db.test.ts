import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportEntity } from '../file-tasks/entity-export.ts';
import { existingNaturalKeys, importColumns, titleLookup, validateImport, writeImport } from '../file-tasks/entity-import.ts';
import { readXlsx, writeXlsx } from '../file-tasks/xlsx.ts';
import { newId } from '../ids.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import type { FileDirectory, StoredFileInfo } from './file-directory.ts';
import { Entities } from './registry.ts';
import { createSchema, updateSchema } from './schemas.ts';
import { EntityService } from './service.ts';
import { tableOf } from './table.ts';
import { probeAttribute, probeSpu } from './testing/catalogue-probe.entity.ts';
import { createTables } from './testing/create-tables.ts';
import { probeGroup } from './testing/probe.entity.ts';

const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb980', name: '测试员' };
const stranger = '01a200cb-1b5c-7a13-8269-000000000002';

/** An in-memory file store: what the hub's identity.files answers, with signatures that never expire. */
function fakeFiles() {
  const stored = new Map<string, StoredFileInfo>();
  const directory: FileDirectory = {
    async describe(_exec, ids) {
      return new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!] as const] : [])));
    },
    resign: (key, _exp, sig) => (sig === 'good' ? `/files/${key}?exp=9999999999&sig=fresh` : null),
  };
  const add = (name: string, contentType: string, owner = actor.id) => {
    const id = newId();
    stored.set(id, { id, name, content_type: contentType, owner_id: owner, url: `/files/2026/11/${id}.x?exp=1&sig=s` });
    return id;
  };
  return { directory, add };
}

const files = fakeFiles();
const groups = tableOf(probeGroup);
const spus = tableOf(probeSpu);
const attributes = tableOf(probeAttribute);
const registry = new Entities();
registry.add(probeGroup, groups);
registry.add(probeSpu, spus);
registry.add(probeAttribute, attributes);
registry.files = files.directory;
const service = new EntityService(probeSpu, spus, registry);

let t: TestDatabase;
let g1: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, spus, attributes });
  g1 = String((await t.database.tx((tx) => new EntityService(probeGroup, groups, registry).create(tx, { name: '颜色组' }, actor))).id);
});
afterAll(async () => t?.drop());

const create = (input: Record<string, unknown>, who = actor) => t.database.tx((tx) => service.create(tx, createSchema(probeSpu).parse(input), who));
const update = (id: unknown, input: Record<string, unknown>, who = actor) =>
  t.database.tx((tx) => service.update(tx, String(id), updateSchema(probeSpu).parse(input), who));
const detail = (id: unknown) => service.get(t.database.db, String(id));
const names = async (query: Record<string, unknown>) => (await service.list(t.database.db, { page: 1, perPage: 50, query })).rows.map((r) => r.name);
const issue = (input: Record<string, unknown>) => createSchema(probeSpu).safeParse(input).error?.issues[0]?.message;

describe('decimal, quantity and date', () => {
  beforeAll(async () => {
    await create({ name: '轻', weight: '0.5', stock: 3, launched_on: '2026-01-31' });
    await create({ name: '中', weight: 12.25, stock: '40', launched_on: '2026-03-01', delta: -5 });
    await create({ name: '重', weight: '999.999', stock: 999_999, launched_on: '2026-12-31' });
  });

  it('decimal: exact strings at the declared scale, range filter and sort compare as numbers', async () => {
    expect((await service.list(t.database.db, { page: 1, perPage: 50, query: { sort: 'weight' } })).rows.map((r) => r.weight)).toEqual([
      '0.500',
      '12.250',
      '999.999',
    ]);
    expect(await names({ weight_from: '0.5', weight_to: '12.25', sort: 'weight' })).toEqual(['轻', '中']);
    expect(await names({ weight_from: 'abc' })).toHaveLength(3); // an unreadable bound is ignored, not an SQL error
    expect(issue({ name: 'x', weight: '1.0001' })).toBe('重量最多3位小数');
    expect(issue({ name: 'x', weight: '12345678.1' })).toBe('重量整数部分最多7位');
    expect(issue({ name: 'x', weight: '-0.001' })).toBe('重量不能小于0');
    expect(issue({ name: 'x', weight: '1e3' })).toBe('重量必须是数字');
  });

  it('quantity: integers ≥ 0 up to 999999 by default, negatives when declared, range filter', async () => {
    expect(await names({ stock_from: '10', sort: 'stock' })).toEqual(['中', '重']);
    expect(issue({ name: 'x', stock: -1 })).toBe('库存不能小于0');
    expect(issue({ name: 'x', stock: 1_000_000 })).toBe('库存不能大于999999');
    expect(issue({ name: 'x', stock: 1.5 })).toBe('库存必须是整数');
    expect(issue({ name: 'x', stock: '3件' })).toBe('库存必须是整数');
    expect(issue({ name: 'x', delta: -1001 })).toBe('调整不能小于-1000');
    expect(createSchema(probeSpu).parse({ name: 'x', delta: -1000 }).delta).toBe(-1000);
  });

  it('date: the calendar day as sent, never shifted, and a day range', async () => {
    expect(await names({ launched_on_from: '2026-01-31', launched_on_to: '2026-03-01', sort: 'launched_on' })).toEqual(['轻', '中']);
    const [light] = (await service.list(t.database.db, { page: 1, perPage: 1, query: { name: '轻' } })).rows;
    expect(light!.launched_on).toBe('2026-01-31');
    expect((await detail(light!.id)).launched_on).toBe('2026-01-31');
  });
});

describe('files and images', () => {
  it('stores ids and answers {id, name, url, content_type}; the list and the detail alike', async () => {
    const cover = files.add('主图.png', 'image/png');
    const photos = [files.add('a.jpg', 'image/jpeg'), files.add('b.webp', 'image/webp')];
    const manual = files.add('说明书.pdf', 'application/pdf');
    const row = await create({ name: '带图', cover, gallery: photos, manual, attachments: [manual] });
    expect(row.cover).toMatchObject({ id: cover, name: '主图.png', content_type: 'image/png' });
    expect((row.cover as { url: string }).url).toMatch(/^\/files\//);
    expect((row.gallery as { name: string }[]).map((f) => f.name)).toEqual(['a.jpg', 'b.webp']);
    const [listed] = (await service.list(t.database.db, { page: 1, perPage: 1, query: { name: '带图' } })).rows;
    expect(listed!.manual).toMatchObject({ id: manual, name: '说明书.pdf' });
    expect(listed!.attachments).toEqual([expect.objectContaining({ id: manual })]);
    // the wire objects may be sent back as they were read
    const again = await update(row.id, { gallery: [...(row.gallery as unknown[]), files.add('c.png', 'image/png')], version: 1 });
    expect((again.gallery as unknown[]).length).toBe(3);
  });

  it('refuses files of others, unknown ids, non-pictures in picture fields and too many', async () => {
    const foreign = files.add('别人的.png', 'image/png', stranger);
    await expect(create({ name: '偷图', cover: foreign })).rejects.toMatchObject({ code: 10422, message: 'cover: 主图的文件不存在，请重新上传' });
    await expect(create({ name: '无图', cover: newId() })).rejects.toMatchObject({ code: 10422 });
    await expect(create({ name: 'PDF当图', cover: files.add('x.pdf', 'application/pdf') })).rejects.toMatchObject({ message: 'cover: 主图只能上传图片' });
    expect(issue({ name: 'x', gallery: [newId(), newId(), newId(), newId()] })).toBe('图集最多3个');
    expect(issue({ name: 'x', cover: 'not-an-id' })).toBe('主图不正确');
  });

  it('keeps a file the record holds even when someone else saves it', async () => {
    const mine = files.add('我的.png', 'image/png');
    const row = await create({ name: '共同编辑', cover: mine, gallery: [mine] });
    const other = { id: stranger, name: '同事' };
    const saved = await update(row.id, { name: '共同编辑2', cover: mine, gallery: [mine], version: 1 }, other);
    expect(saved.cover).toMatchObject({ id: mine });
  });

  it('audits ids, not signed URLs', async () => {
    const first = files.add('1.png', 'image/png');
    const second = files.add('2.png', 'image/png');
    const row = await create({ name: '换图', cover: first });
    await update(row.id, { cover: second });
    const [entry] = await service.auditTrail(t.database.db, String(row.id));
    expect(entry!.changes).toEqual({ cover: { before: first, after: second } });
  });
});

describe('rich text', () => {
  it('sanitises on every write and stores an empty editor as nothing', async () => {
    const row = await create({ name: '富文本', description: '<p onclick="x()">好<script>alert(1)</script></p><img src="javascript:alert(1)">' });
    expect(row.description).toBe('<p>好</p><img />');
    const updated = await update(row.id, { description: '<p><br></p>' });
    expect(updated.description).toBeNull();
    expect(issue({ name: 'x', description: 'x'.repeat(200_001) })).toBe('描述最多200000个字符');
  });

  it('re-signs the pictures this server signed, so they outlive their 24 hours', async () => {
    const key = `2026/11/${newId()}.png`;
    const row = await create({
      name: '图文',
      description: `<p><img src="/files/${key}?exp=1&amp;sig=good"><img src="/files/${key}?exp=1&amp;sig=forged"></p>`,
    });
    expect(row.description).toBe(`<p><img src="/files/${key}?exp=9999999999&amp;sig=fresh" /><img src="/files/${key}?exp=1&amp;sig=forged" /></p>`);
  });
});

describe('children: owned rows written with their parent', () => {
  const attrs = (row: Record<string, unknown>) => row.attributes as Record<string, unknown>[];

  it('creates the rows with the record, in the declared order, with their reference titles', async () => {
    const row = await create({
      name: 'T恤',
      attributes: [
        { name: '尺码', value: 'M', position: 2 },
        { name: '颜色', value: '红', position: 1, group_id: g1, size: '1.5' },
      ],
    });
    expect(attrs(row).map((a) => a.name)).toEqual(['颜色', '尺码']);
    expect(attrs(row)[0]).toMatchObject({ value: '红', group_id: g1, group_id_title: '颜色组', size: '1.50' });
    expect(attrs(row)[0]).not.toHaveProperty('spu_id');
    expect(attrs(await detail(row.id))).toHaveLength(2);
    // the list stays light: no child rows
    const [listed] = (await service.list(t.database.db, { page: 1, perPage: 1, query: { name: 'T恤' } })).rows;
    expect(listed).not.toHaveProperty('attributes');
  });

  it('replaces the list on update: kept ids updated, new rows inserted, missing rows deleted; audited on the record', async () => {
    const row = await create({
      name: '卫衣',
      attributes: [
        { name: '尺码', value: 'M', position: 1 },
        { name: '材质', value: '棉', position: 2 },
      ],
    });
    const [size, material] = attrs(row);
    // the detail's rows, titles and times included, are sent back as they were read
    const saved = await update(row.id, {
      attributes: [
        { ...size, value: 'L' },
        { name: '领型', value: '圆领', position: 3 },
      ],
      version: 1,
    });
    expect(attrs(saved).map((a) => [a.name, a.value])).toEqual([
      ['尺码', 'L'],
      ['领型', '圆领'],
    ]);
    expect(attrs(saved)[0]!.id).toBe(size!.id);
    expect(attrs(saved).map((a) => a.id)).not.toContain(material!.id);
    expect(saved.version).toBe(2);
    const [entry] = await service.auditTrail(t.database.db, String(row.id));
    const change = (entry!.changes as Record<string, { before: Record<string, unknown>[]; after: Record<string, unknown>[] }>).attributes!;
    expect(change.before.map((a) => a.value)).toEqual(['M', '棉']);
    expect(change.after.map((a) => a.value)).toEqual(['L', '圆领']);
    // an update without the key leaves the rows alone
    expect(attrs(await update(row.id, { name: '卫衣2' }))).toHaveLength(2);
  });

  it('checks each row, naming it, and refuses rows of another record', async () => {
    expect(issue({ name: 'x', attributes: [{ name: 'a' }, { name: '', position: -1 }] })).toBe('第2行: 请输入属性名');
    const a = await create({ name: '甲品', attributes: [{ name: '尺码' }] });
    const b = await create({ name: '乙品' });
    await expect(update(b.id, { attributes: [{ id: attrs(a)[0]!.id, name: '偷' }] })).rejects.toMatchObject({
      code: 10422,
      message: 'attributes: 第1行: 属性的行不存在',
    });
    expect(attrs(await detail(a.id))[0]!.name).toBe('尺码');
  });

  it('checks the files of child rows too', async () => {
    const foreign = files.add('别人的.png', 'image/png', stranger);
    await expect(create({ name: '丙品', attributes: [{ name: '图', photo: foreign }] })).rejects.toMatchObject({ code: 10422 });
    expect(await names({ name: '丙品' })).toEqual([]); // the parent rolled back with its rows
  });

  it('deletes the rows with their record', async () => {
    const row = await create({ name: '待删', attributes: [{ name: '尺码' }] });
    await t.database.tx((tx) => service.remove(tx, [String(row.id)], actor));
    const left = await t.database.db.select().from(attributes);
    expect(left.filter((r) => r.spu_id === row.id)).toEqual([]);
  });
});

describe('export and import cells', () => {
  const dir = mkdtempSync(join(tmpdir(), 'entrepot-cat-'));

  it('exports decimals and dates as written, quantities as numbers, files by their names, rich text as its text; imports them back', async () => {
    const manual = files.add('手册.pdf', 'application/pdf');
    await create({ name: '导出品', weight: '2.5', stock: 7, launched_on: '2026-05-04', manual, description: '<p>说明</p>' });
    const path = join(dir, 'export.xlsx');
    await exportEntity({ service, exec: t.database.db, query: { name: '导出品' }, hidden: new Set(), path, onProgress: async () => {} });
    const rows = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows[0]).toMatchObject({ 名称: '导出品', 重量: '2.500', 库存: '7', 上架日期: '2026-05-04', 说明书: '手册.pdf', 描述: '说明' }); // rich text as its text: a sheet is read by people
    expect(Object.keys(rows[0]!)).not.toContain('属性'); // child rows are not a column

    expect(importColumns(probeSpu).map((c) => c.label)).toEqual(['名称', '重量', '库存', '调整', '上架日期', '描述']);
    const sheet = join(dir, 'import.xlsx');
    const columns = importColumns(probeSpu).map((c) => ({ key: c.label, label: c.label }));
    await writeXlsx(
      sheet,
      columns,
      (async function* () {
        yield [
          { 名称: '导入品', 重量: '3.25', 库存: '12', 上架日期: '2026-06-01T00:00:00.000Z', 描述: '<p>好<script>x</script></p>' },
          { 名称: '坏行', 重量: '1.23456', 库存: '十', 上架日期: '2026-02-30', 描述: '' },
        ];
      })(),
    );
    const lookup = await titleLookup(t.database.db, probeSpu, registry);
    const bad = await validateImport(sheet, probeSpu, {}, lookup, await existingNaturalKeys(t.database.db, service));
    expect(bad.errors).toEqual([
      { row: 3, column: '库存', message: '库存必须是整数' },
      { row: 3, column: '上架日期', message: '上架日期格式应为 YYYY-MM-DD' },
    ]);
    await writeXlsx(
      sheet,
      columns,
      (async function* () {
        yield [{ 名称: '导入品', 重量: '3.25', 库存: '12', 上架日期: '2026-06-01T00:00:00.000Z', 描述: '<p>好<script>x</script></p>' }];
      })(),
    );
    const good = await validateImport(sheet, probeSpu, {}, lookup, await existingNaturalKeys(t.database.db, service));
    expect(good.errors).toEqual([]);
    await writeImport({ stagePath: good.stagePath, database: t.database, service, spec: {}, actor, checkpoint: async () => {} });
    const [imported] = (await service.list(t.database.db, { page: 1, perPage: 1, query: { name: '导入品' } })).rows;
    expect(imported).toMatchObject({ weight: '3.250', stock: 12, launched_on: '2026-06-01', description: '<p>好</p>' });
  });
});
