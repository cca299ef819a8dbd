import { defineEntity, defineMachine, enumOf, status, text } from '@entrepot/entity';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { whereOf } from './list-filters.ts';
import { tableOf } from './table.ts';

const machine = defineMachine({
  initial: 'open',
  states: { open: { label: '进行中', color: 'blue' }, done: { label: '已完成', color: 'green' } },
  transitions: {},
});
const probe = defineEntity({
  name: 'probe.filterProbe',
  table: 'probe.filter_probes',
  label: '筛选',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 20, filter: 'like' }),
    kind: enumOf({ label: '类型', options: [{ value: 'a', label: '甲' }], filter: 'equal' }),
    state: status({ label: '状态', machine, filter: 'in' }),
  },
});
const table = tableOf(probe);
const where = (query: Record<string, unknown>) => whereOf(probe, table, query).map((c) => new PgDialect().sqlToQuery(c).params);

describe('declared list filters: choices the declaration does not hold', () => {
  it('refuses one unknown choice and a list of nothing but unknown ones (the list would widen)', () => {
    expect(() => where({ kind: 'zz' })).toThrow('kind: 类型不正确');
    expect(() => where({ state: 'zz,yy' })).toThrow('state: 状态不正确');
  });

  it('keeps a list that holds known choices (an unknown one matches nothing); empty means no filter', () => {
    expect(where({ state: 'open,zz' })).toEqual([['open', 'zz']]);
    expect(where({ kind: 'a', state: '' })).toEqual([['a']]);
  });
});

describe('a like filter over several fields (likeAlso)', () => {
  it('matches a record holding the text in any of them', () => {
    const shape = { name: 'probe.searchProbe', table: 'probe.search_probes', label: '搜索', titleField: 'code' as const };
    const items = defineEntity({
      ...shape,
      fields: { code: text({ label: '编码', max: 20, filter: 'like', likeAlso: ['name'] }), name: text({ label: '名称', max: 50 }) },
    });
    const [condition] = whereOf(items, tableOf(items), { code: 'ab_1' });
    const query = new PgDialect().sqlToQuery(condition!);
    expect(query.sql).toBe('("probe"."search_probes"."code" ilike $1 or "probe"."search_probes"."name" ilike $2)');
    expect(query.params).toEqual(['%ab\\_1%', '%ab\\_1%']);
    expect(() =>
      defineEntity({ ...shape, fields: { code: text({ label: '编码', max: 20, likeAlso: ['name'] }), name: text({ label: '名称', max: 5 }) } }),
    ).toThrow('likeAlso names name');
  });
});

describe('a like filter, caseless', () => {
  const sqlOf = (query: Record<string, unknown>) => {
    const [condition] = whereOf(probe, table, query);
    return new PgDialect().sqlToQuery(condition!);
  };
  it('compares without case when the text has letters of two cases', () => {
    expect(sqlOf({ name: 'Po12' }).sql).toBe('"probe"."filter_probes"."name" ilike $1');
    expect(sqlOf({ name: 'Straße' }).sql).toContain(' ilike ');
  });
  it('matches with the cheaper LIKE when no character has a case (digits, Chinese, signs): the same rows', () => {
    expect(sqlOf({ name: '4821' })).toMatchObject({ sql: '"probe"."filter_probes"."name" like $1', params: ['%4821%'] });
    expect(sqlOf({ name: '深圳-1_%' })).toMatchObject({ sql: '"probe"."filter_probes"."name" like $1', params: ['%深圳-1\\_\\%%'] });
  });
});
