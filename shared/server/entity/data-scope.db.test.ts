import { defineEntity, reference, text } from '@entrepot/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { type DataAccess, rowScope } from './data-scope.ts';
import { Entities } from './registry.ts';
import { EntityService } from './service.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';

// A child follows its parent's row rule through a reference (scopeThrough), and a grandchild its child's, in
// every read the engine makes; the child's own rule still applies beside the parent's.
const parent = defineEntity({
  name: 'scope.parent',
  table: 'scope.parents',
  label: '上级',
  titleField: 'name',
  scopes: { owner: 'created_by' },
  fields: { name: text({ label: '名称', max: 30, required: true, sortable: true }) },
});
const child = defineEntity({
  name: 'scope.child',
  table: 'scope.children',
  label: '下级',
  titleField: 'name',
  scopes: { organization: 'org' },
  scopeThrough: { field: 'parent_id', parent },
  fields: {
    name: text({ label: '名称', max: 30, required: true, filter: 'like', sortable: true }),
    org: text({ label: '组织', max: 40 }),
    parent_id: reference({ label: '上级', to: 'scope.parent', required: true, filter: 'equal' }),
  },
});
const grandchild = defineEntity({
  name: 'scope.grandchild',
  table: 'scope.grandchildren',
  label: '再下级',
  titleField: 'name',
  scopeThrough: { field: 'child_id', parent: child },
  fields: {
    name: text({ label: '名称', max: 30, required: true, sortable: true }),
    child_id: reference({ label: '下级', to: 'scope.child', required: true }),
  },
});

const tables = { parents: tableOf(parent), children: tableOf(child), grandchildren: tableOf(grandchild) };
const entities = new Entities();
entities.add(parent, tables.parents);
entities.add(child, tables.children);
entities.add(grandchild, tables.grandchildren);
const services = {
  parent: new EntityService(parent, tables.parents, entities),
  child: new EntityService(child, tables.children, entities),
  grandchild: new EntityService(grandchild, tables.grandchildren, entities),
};
const alice = { id: '01a200cb-1b5c-7a13-8269-1212095bb981', name: '甲' };
const bob = { id: '01a200cb-1b5c-7a13-8269-1212095bb982', name: '乙' };
const ownerRule = (who: { id: string }): DataAccess => ({ unrestricted: false, rows: [{ ownerId: who.id }], hidden: {} });

let t: TestDatabase;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'scope', tables);
  await t.database.tx(async (tx) => {
    for (const [who, name] of [
      [alice, 'A'],
      [bob, 'B'],
    ] as const) {
      ids[name] = String((await services.parent.create(tx, { name }, who)).id);
      for (const org of ['o1', 'o2']) {
        const c = await services.child.create(tx, { name: `${name}-${org}`, org, parent_id: ids[name] }, bob);
        ids[`${name}-${org}`] = String(c.id);
        ids[`${name}-${org}-g`] = String((await services.grandchild.create(tx, { name: `${name}-${org}-g`, child_id: c.id }, bob)).id);
      }
    }
  });
});
afterAll(async () => t?.drop());

const namesOf = async (service: EntityService, access: DataAccess) => {
  const page = await service.list(t.database.db, { page: 1, perPage: 50, query: { sort: 'name' }, scope: rowScope(service.decl, service.table, access) });
  return { names: page.rows.map((r) => r.name), total: page.total };
};

describe('scopes inherited through a reference', () => {
  it('lists and counts only the children and grandchildren of visible parents', async () => {
    expect(await namesOf(services.parent, ownerRule(alice))).toEqual({ names: ['A'], total: 1 });
    // The children were all created by bob: only their parent's owner decides.
    expect(await namesOf(services.child, ownerRule(alice))).toEqual({ names: ['A-o1', 'A-o2'], total: 2 });
    expect(await namesOf(services.grandchild, ownerRule(alice))).toEqual({ names: ['A-o1-g', 'A-o2-g'], total: 2 });
    expect(await namesOf(services.child, ownerRule(bob))).toEqual({ names: ['B-o1', 'B-o2'], total: 2 });
  });

  it('hides a foreign child and grandchild from the detail', async () => {
    const scope = (service: EntityService) => rowScope(service.decl, service.table, ownerRule(alice));
    expect(await services.child.find(t.database.db, ids['B-o1']!, scope(services.child))).toBeUndefined();
    expect(await services.grandchild.find(t.database.db, ids['B-o1-g']!, scope(services.grandchild))).toBeUndefined();
    expect((await services.grandchild.find(t.database.db, ids['A-o1-g']!, scope(services.grandchild)))?.name).toBe('A-o1-g');
  });

  it("applies the child's own rule beside its parent's", async () => {
    const both: DataAccess = { unrestricted: false, rows: [{ ownerId: alice.id, organizations: ['o2'] }], hidden: {} };
    expect((await namesOf(services.child, both)).names).toEqual(['A-o2']);
    expect((await namesOf(services.grandchild, both)).names).toEqual(['A-o2-g']);
    // A rule only the child's own dimension restricts: every parent passes.
    const orgOnly: DataAccess = { unrestricted: false, rows: [{ organizations: ['o1'] }], hidden: {} };
    expect((await namesOf(services.child, orgOnly)).names).toEqual(['A-o1', 'B-o1']);
  });

  it('leaves an unrestricted user every row', async () => {
    expect(rowScope(child, tables.children, { unrestricted: true, rows: [], hidden: {} })).toBeUndefined();
    expect((await namesOf(services.grandchild, { unrestricted: false, rows: [], hidden: {} })).total).toBe(4);
  });

  it('refuses a scopeThrough that is no reference to the parent', () => {
    expect(() =>
      defineEntity({
        name: 'scope.bad',
        table: 'scope.bad',
        label: '坏',
        titleField: 'name',
        scopeThrough: { field: 'name', parent },
        fields: { name: text({ label: '名称', max: 30 }) },
      }),
    ).toThrow('scopeThrough.name must be a reference to scope.parent');
  });
});
