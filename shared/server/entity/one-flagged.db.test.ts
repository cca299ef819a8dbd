import { boolean, defineEntity, enabledLifecycle, status, text } from '@entrepot/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { auditTrail } from './audit.ts';
import { Entities } from './registry.ts';
import { EntityService } from './service.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';

// A boolean declared `onePer`: one flagged record per group, among the records in the `onePerWhile` states.
const link = defineEntity({
  name: 'probe.link',
  table: 'probe.links',
  label: '链接',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 20, sortable: true }),
    sku: text({ label: 'SKU', max: 20 }),
    is_default: boolean({ label: '默认', default: false, onePer: ['sku'], onePerWhile: ['enabled'] }),
    status: status({ label: '状态', machine: enabledLifecycle }),
  },
});
const links = tableOf(link);
const entities = new Entities();
entities.add(link, links);
const service = new EntityService(link, links, entities);
const actor = { id: '01a200cb-1b5c-7a13-8269-1212095bb981', name: '测试员' };

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { links });
});
afterAll(async () => t?.drop());

const flagged = async (sku: string) =>
  (await service.list(t.database.db, { page: 1, perPage: 50, query: { sort: 'name' } })).rows.filter((r) => r.sku === sku && r.is_default).map((r) => r.name);

describe('entity engine: one flagged record per group', () => {
  it('moves the flag on create and update, audited as the writer, other groups untouched', async () => {
    const tx = <T>(run: Parameters<typeof t.database.tx<T>>[0]) => t.database.tx(run);
    const a = await tx((x) => service.create(x, { name: 'A', sku: 'S1', is_default: true }, actor));
    await tx((x) => service.create(x, { name: 'X', sku: 'S2', is_default: true }, actor));
    await tx((x) => service.create(x, { name: 'B', sku: 'S1', is_default: true }, actor));
    expect(await flagged('S1')).toEqual(['B']);
    expect(await flagged('S2')).toEqual(['X']);
    const trail = await auditTrail(t.database.db, link, String(a.id));
    expect(trail[0]).toMatchObject({ action: 'update', user_name: '测试员', changes: { is_default: { before: true, after: false } } });
    await tx((x) => service.update(x, String(a.id), { is_default: true }, actor));
    expect(await flagged('S1')).toEqual(['A']);
  });

  it('a batch keeps one per group (the first flagged, read back), and a record outside the states keeps nobody from it', async () => {
    await t.database.tx((x) =>
      service.createMany(x, [{ input: { name: 'C', sku: 'S3', is_default: true } }, { input: { name: 'D', sku: 'S3', is_default: true } }], actor),
    );
    expect(await flagged('S3')).toEqual(['C']);
    await t.database.tx((x) => service.create(x, { name: 'F', sku: 'S4', is_default: true }, actor));
    const off = await t.database.tx((x) => service.create(x, { name: 'E', sku: 'S4' }, actor));
    await t.database.tx((x) => service.transition(x, String(off.id), 'status', 'disable', actor));
    await t.database.tx((x) => service.update(x, String(off.id), { is_default: true }, actor));
    expect(await flagged('S4')).toEqual(['E', 'F']);
  });
});
