import { describe, expect, it } from 'vitest';
import { buildPermissionTree, checkedCodes, filterTree, OTHER_TITLE, objectPrefix, treeCodes } from './permission-tree.ts';

const catalogue = [
  { code: 'admin.notice.read', name: '系统公告-查看', system: 'admin' },
  { code: 'admin.notice.create', name: '系统公告-新增', system: 'admin' },
  { code: 'admin.group.read', name: '数据权限组-查看', system: 'admin' },
  { code: 'admin.group.update', name: '数据权限组-编辑', system: 'admin' },
  { code: 'admin.sms.read', name: '短信发件箱-查看', system: 'admin' },
  { code: 'purchase.order.read', name: '采购单-查看', system: 'purchase' },
];
const menus = [
  {
    id: '1',
    name: '系统管理',
    children: [
      { id: '1.1', name: '系统公告', url: '/system/notice', permission: 'admin.notice.read' },
      { id: '1.2', name: '数据权限', url: '/permission/viewData', permission: 'admin.group.read' },
      { id: '1.3', name: '列权限', url: '/permission/tableConfig', permission: 'admin.group.read' },
      { id: '1.4', name: '文件任务', url: '/system/file-tasks' },
    ],
  },
  { id: '2', name: '空组', children: [] },
];

describe('buildPermissionTree', () => {
  const tree = buildPermissionTree(menus, catalogue);

  it('puts each screen with its object codes under its menu group, the read code first', () => {
    expect(tree[0]?.title).toBe('系统管理');
    const notice = tree[0]?.children?.[0];
    expect(notice).toMatchObject({ key: 'screen:1.1', title: '系统公告' });
    expect(notice?.children?.map((n) => n.key)).toEqual(['admin.notice.read', 'admin.notice.create']);
    expect(notice?.children?.[0]?.title).toBe('系统公告-查看（admin.notice.read）');
  });

  it('names two screens sharing a code in one node; screens without a code and empty groups are left out', () => {
    expect(tree[0]?.children?.map((n) => n.title)).toEqual(['系统公告', '数据权限 / 列权限']);
    expect(tree.map((n) => n.title)).toEqual(['系统管理', OTHER_TITLE]);
  });

  it('lists the codes no screen claims by system', () => {
    const other = tree[1];
    expect(other?.children?.map((n) => [n.key, n.children?.map((c) => c.key)])).toEqual([
      ['system:admin', ['admin.sms.read']],
      ['system:purchase', ['purchase.order.read']],
    ]);
  });

  it('holds every code exactly once', () => {
    expect([...treeCodes(tree)].sort()).toEqual(catalogue.map((c) => c.code).sort());
  });
});

describe('checkedCodes', () => {
  it('keeps the codes among the checked keys, sorted, once', () => {
    const known = new Set(['a.b.read', 'a.b.create']);
    expect(checkedCodes(['screen:1', 'a.b.read', 'menu:1', 'a.b.create', 'a.b.read'], known)).toEqual(['a.b.create', 'a.b.read']);
  });
});

describe('filterTree / objectPrefix', () => {
  it('keeps matching nodes and the path to them', () => {
    const tree = buildPermissionTree(menus, catalogue);
    const found = filterTree(tree, '采购');
    expect(found.map((n) => n.title)).toEqual([OTHER_TITLE]);
    expect(treeCodes(found)).toEqual(new Set(['purchase.order.read']));
    expect(filterTree(tree, ' ')).toHaveLength(2);
  });

  it('cuts the action off a code', () => {
    expect(objectPrefix('admin.notice.read')).toBe('admin.notice.');
  });
});
