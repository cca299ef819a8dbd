import { describe, expect, it } from 'vitest';
import {
  columnName,
  decimal,
  defineEntity,
  defineMachine,
  files,
  image,
  nextState,
  permissionCodesOf,
  quantity,
  quantityMax,
  status,
  text,
  undeletable,
} from './index.ts';

const machine = defineMachine({
  initial: 'draft',
  states: { draft: { label: '草稿', color: 'gray' }, active: { label: '启用', color: 'green' } },
  transitions: { activate: { label: '启用', from: ['draft'], to: 'active' } },
});

describe('defineEntity', () => {
  const role = defineEntity({
    name: 'admin.role',
    table: 'identity.roles',
    label: '角色',
    titleField: 'name',
    fields: { name: text({ label: '名称', max: 50 }), status: status({ label: '状态', machine }) },
  });

  it('splits module, entity, schema and table', () => {
    expect(role).toMatchObject({ module: 'admin', entity: 'role', schema: 'identity', tableName: 'roles' });
  });
  it('names permission codes after the entity', () => {
    expect(role.permission('read')).toBe('admin.role.read');
    expect(permissionCodesOf(role).map((p) => p.code)).toEqual([
      'admin.role.read',
      'admin.role.create',
      'admin.role.update',
      'admin.role.delete',
      'admin.role.export',
      'admin.role.import',
      'admin.role.activate',
    ]);
    expect(permissionCodesOf(role)[6]!.name).toBe('角色-启用');
  });
  it('refuses a title field that does not exist', () => {
    expect(() => defineEntity({ name: 'a.b', table: 'a.b', label: 'x', titleField: 'nope' as 'name', fields: { name: text({ label: 'n', max: 1 }) } })).toThrow(
      'titleField nope',
    );
  });
  it('derives snake_case columns', () => {
    expect(columnName('loginName', text({ label: 'x', max: 1 }))).toBe('login_name');
    expect(columnName('x', text({ label: 'x', max: 1, column: 'y' }))).toBe('y');
  });
});

describe('state machines', () => {
  it('checks declared states', () => {
    expect(() =>
      defineMachine({ initial: 'a', states: { a: { label: 'A', color: 'gray' } }, transitions: { go: { label: '走', from: ['a'], to: 'b' } } }),
    ).toThrow('undeclared state b');
  });
  it('answers the next state or why not', () => {
    expect(nextState(machine, 'draft', 'activate')).toEqual({ to: 'active' });
    expect(nextState(machine, 'active', 'activate')).toEqual({ error: '当前状态为「启用」，不能启用' });
  });
  it('knows no transition named like a member of Object', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(nextState(machine, 'draft', name)).toEqual({ error: `未知操作: ${name}` });
  });
});

describe('declarations the engine refuses early', () => {
  it('a decimal needs a precision of 1–30 and a scale within it', () => {
    const declare = (precision: number, scale: number) =>
      defineEntity({ name: 'a.b', table: 'a.b', label: 'x', titleField: 'w', fields: { w: decimal({ label: '重量', precision, scale }) } });
    expect(() => declare(10, 3)).not.toThrow();
    expect(() => declare(0, 0)).toThrow('a.b.w: decimal precision must be 1–30');
    expect(() => declare(4, 5)).toThrow('decimal scale must be 0–precision');
  });
  it('deletableIn names states and a transition the status declares, and says what to do instead', () => {
    const life = defineMachine({
      initial: 'draft',
      states: { draft: { label: '草稿', color: 'gray' }, live: { label: '在用', color: 'green' } },
      transitions: { publish: { label: '发布', from: ['draft'], to: 'live' } },
    });
    const declare = (deletableIn: { states: string[]; instead?: string }) =>
      defineEntity({
        name: 'a.b',
        table: 'a.b',
        label: '款式',
        titleField: 'name',
        deletableIn,
        fields: { name: text({ label: '名称', max: 9 }), status: status({ label: '状态', machine: life }) },
      });
    expect(() => declare({ states: ['gone'] })).toThrow('a.b: deletableIn names gone, which status does not declare');
    expect(() => declare({ states: ['draft'], instead: 'fly' })).toThrow('a.b: deletableIn.instead names fly, which status does not declare');
    const decl = declare({ states: ['draft'], instead: 'publish' });
    expect(undeletable(decl, { name: 'A', status: 'draft' })).toBeNull();
    expect(undeletable(decl, { name: 'A', status: 'live' })).toBe('款式 A 不是草稿，不能删除，请改为发布');
  });
  it('file helpers say what they take', () => {
    expect(image({ label: '主图' })).toMatchObject({ type: 'file', kind: 'image', importable: false });
    expect(files({ label: '附件' })).toMatchObject({ type: 'files', kind: 'file', max: 10 });
    expect(quantityMax(quantity({ label: '数量' }))).toBe(999_999);
  });
  it('an approval names transitions its status declares and a money amount', () => {
    const declare = (approval: Parameters<typeof defineEntity>[0]['approval']) =>
      defineEntity({
        name: 'a.doc',
        table: 'a.docs',
        label: 'x',
        titleField: 'w',
        fields: { w: text({ label: '单号', max: 9 }), status: status({ label: '状态', machine }) },
        approval,
      });
    expect(() => declare({ documentType: 'a.doc', submit: 'activate', onDecision: { approved: 'activate', rejected: 'activate' } })).not.toThrow();
    expect(() => declare({ documentType: 'a.doc', submit: 'send', onDecision: { approved: 'activate', rejected: 'activate' } })).toThrow(
      'a.doc: approval names transition send, which status does not declare',
    );
    expect(() => declare({ documentType: 'a.doc', submit: 'activate', onDecision: { approved: 'activate', rejected: 'activate' }, amount: 'w' })).toThrow(
      'approval.amount must be a money field',
    );
  });
});
