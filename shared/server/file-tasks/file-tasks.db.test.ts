import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEntity, text } from '@entrepot/entity';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Entities } from '../entity/registry.ts';
import { EntityService } from '../entity/service.ts';
import { tableOf } from '../entity/table.ts';
import { createTables } from '../entity/testing/create-tables.ts';
import { probeGroup, probeItem } from '../entity/testing/probe.entity.ts';
import { JobCancelled } from '../jobs/job-runner.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { exportEntity } from './entity-export.ts';
import { existingNaturalKeys, importColumns, titleLookup, validateImport, writeImport } from './entity-import.ts';
import { readXlsx, writeXlsx } from './xlsx.ts';

const groups = tableOf(probeGroup);
const items = tableOf(probeItem);
const registry = new Entities();
registry.add(probeGroup, groups);
registry.add(probeItem, items);
const service = new EntityService(probeItem, items, registry);
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb980', name: '导入员' };
const dir = mkdtempSync(join(tmpdir(), 'entrepot-ft-'));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, items });
  await t.database.tx((tx) => new EntityService(probeGroup, groups, registry).create(tx, { name: '一组' }, actor));
});
afterAll(async () => t?.drop());

/** An xlsx with the import's own headers. */
async function sheet(name: string, rows: Record<string, string>[]): Promise<string> {
  const path = join(dir, name);
  const columns = importColumns(probeItem).map((c) => ({ key: c.label, label: c.label }));
  await writeXlsx(
    path,
    columns,
    (async function* () {
      yield rows;
    })(),
  );
  return path;
}

const good = (i: number) => ({ 编码: `IMP${String(i).padStart(4, '0')}`, 名称: `导入品 ${i}`, 数量: String(i), 有效: '是', 类型: '甲', 分组: '一组' });
const rowCount = async () => Number((await t.database.db.select({ n: count() }).from(items))[0]!.n);

async function importFile(path: string, checkpoint: (done: number) => Promise<void> = async () => {}, batchSize = 5) {
  const lookup = await titleLookup(t.database.db, probeItem, registry);
  const check = await validateImport(path, probeItem, {}, lookup, await existingNaturalKeys(t.database.db, service));
  if (check.errors.length) return check;
  return { ...check, ...(await writeImport({ stagePath: check.stagePath, database: t.database, service, spec: {}, actor, checkpoint, batchSize })) };
}

describe('imports', () => {
  it('reports every bad row (row, column, message) and writes nothing', async () => {
    const path = await sheet('bad.xlsx', [good(1), { ...good(2), 数量: 'abc' }, good(3), { ...good(4), 类型: '丙' }, { ...good(5), 名称: '' }, good(1)]);
    const result = await importFile(path);
    expect(result.errors).toEqual([
      { row: 3, column: '数量', message: '数量必须是整数' },
      { row: 5, column: '类型', message: '类型只能是: 甲、乙' },
      { row: 6, column: '名称', message: '请输入名称' },
      { row: 7, column: '编码', message: '与第2行重复' },
    ]);
    expect(await rowCount()).toBe(0);
  });

  it('the same file twice yields one copy', async () => {
    const path = await sheet(
      'twice.xlsx',
      Array.from({ length: 12 }, (_, i) => good(i + 1)),
    );
    expect(await importFile(path)).toMatchObject({ rows: 12, created: 12, updated: 0 });
    expect(await importFile(path)).toMatchObject({ rows: 12, created: 0, updated: 12 });
    expect(await rowCount()).toBe(12);
    const [row] = (await service.list(t.database.db, { page: 1, perPage: 1, query: { code: 'IMP0003' } })).rows;
    expect(row).toMatchObject({ name: '导入品 3', qty: 3, active: true, kind: 'a', group_id_title: '一组' });
  });

  it('a task killed mid-way and retried ends equal to one clean import', async () => {
    const path = await sheet(
      'crash.xlsx',
      Array.from({ length: 23 }, (_, i) => good(100 + i)),
    );
    const before = await rowCount();
    await expect(
      importFile(path, async (done) => {
        if (done >= 10) throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    // Whole batches only: the two before the kill, and the one already in flight beside them, if any.
    const committed = (await rowCount()) - before;
    expect([10, 15]).toContain(committed);
    expect(await importFile(path)).toMatchObject({ rows: 23, created: 23 - committed, updated: committed });
    expect(await rowCount()).toBe(before + 23);
  });

  it('cancel leaves whole batches only', async () => {
    const path = await sheet(
      'cancel.xlsx',
      Array.from({ length: 17 }, (_, i) => good(200 + i)),
    );
    const before = await rowCount();
    await expect(
      importFile(path, async (done) => {
        if (done >= 5) throw new JobCancelled();
      }),
    ).rejects.toBeInstanceOf(JobCancelled);
    expect([5, 10]).toContain((await rowCount()) - before); // the batch that saw the cancel, and the one beside it
  });
});

describe('exports', () => {
  it('streams the filtered rows with labels; formula-like text comes back as text', async () => {
    await t.database.tx((tx) => service.create(tx, { code: 'EVIL1', name: '=HYPERLINK("http://x","点我")' }, actor));
    const path = join(dir, 'export.xlsx');
    const progress: number[] = [];
    const n = await exportEntity({
      service,
      exec: t.database.db,
      query: { code: 'EVIL1,IMP0001' },
      hidden: new Set(['note']),
      path,
      onProgress: async (done, total) => {
        progress.push(done, total);
      },
    });
    expect(n).toBe(2);
    expect(progress).toEqual([2, 2]);
    const rows = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    const evil = rows.find((r) => r['编码'] === 'EVIL1')!;
    expect(evil['名称']).toBe('=HYPERLINK("http://x","点我")');
    expect(evil['状态']).toBe('草稿');
    expect(Object.keys(evil)).not.toContain('备注'); // a hidden column is not exported
    expect(rows.find((r) => r['编码'] === 'IMP0001')).toMatchObject({ 分组: '一组', 有效: '是', 类型: '甲' });
  });
});

describe('export order', () => {
  it('follows the list: its sort, either way, ties by id', async () => {
    const made = await t.database.tx(async (tx) => {
      const out = [];
      for (let i = 0; i < 7; i++) out.push(await service.create(tx, { code: `ORD${i}`, name: `排序${i}`, qty: (i * 5) % 7 }, actor));
      return out;
    });
    const exported = async (query: Record<string, unknown>) => {
      const path = join(dir, `order-${Object.values(query).join('-')}.xlsx`);
      await exportEntity({ service, exec: t.database.db, query: { name: '排序', ...query }, hidden: new Set(), path, onProgress: async () => {} });
      const codes: string[] = [];
      for await (const r of readXlsx(path)) codes.push(r.values['编码']!);
      return codes;
    };
    const byQty = [...made].sort((a, b) => Number(b.qty) - Number(a.qty)).map((r) => r.code);
    expect(await exported({ sort: '-qty' })).toEqual(byQty);
    expect(await exported({ sort: 'qty' })).toEqual([...byQty].reverse());
    expect(await exported({ sort: 'code' })).toEqual(made.map((r) => r.code));
  });
});

describe('imports by a natural key of several fields', () => {
  const pair = defineEntity({
    name: 'probe.pair',
    table: 'probe.pairs',
    label: '站点',
    titleField: 'name',
    naturalKey: ['region', 'code'],
    fields: {
      region: text({ label: '区域', max: 10, required: true }),
      code: text({ label: '编码', max: 20, required: true }),
      name: text({ label: '名称', max: 50, required: true }),
    },
  });
  const pairs = tableOf(pair);
  const pairService = new EntityService(pair, pairs, registry);

  it('updates the row whose every key field matches, and creates the others', async () => {
    await createTables(t.database, 'probe', { pairs });
    const importPairs = async (file: string, names: [string, string]) => {
      const path = join(dir, file);
      const rows = [
        { 区域: 'US', 编码: 'a1', 名称: names[0] },
        { 区域: 'CN', 编码: 'A1', 名称: names[1] },
      ];
      await writeXlsx(
        path,
        importColumns(pair).map((c) => ({ key: c.label, label: c.label })),
        (async function* () {
          yield rows;
        })(),
      );
      const check = await validateImport(
        path,
        pair,
        {},
        await titleLookup(t.database.db, pair, registry),
        await existingNaturalKeys(t.database.db, pairService),
      );
      expect(check.errors).toEqual([]);
      return writeImport({ stagePath: check.stagePath, database: t.database, service: pairService, spec: {}, actor, checkpoint: async () => {} });
    };
    expect(await importPairs('pairs-1.xlsx', ['美国站', '中国站'])).toEqual({ created: 2, updated: 0 });
    expect(await importPairs('pairs-2.xlsx', ['美国站 2', '中国站 2'])).toEqual({ created: 0, updated: 2 });
    const names = (await pairService.list(t.database.db, { page: 1, perPage: 10, query: { sort: 'created_at' } })).rows.map((r) => r['name']);
    expect(names.sort()).toEqual(['中国站 2', '美国站 2']);
  });
});
