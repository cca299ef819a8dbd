import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/auth.api.ts';
import { findMenuByUrl, groupLanding, menuScreens, normalizeMenus, topLevelOf } from './menu-tree.ts';

const node = (id: string, name: string, url: string, children: MenuNode[] = [], type: 1 | 2 = 1): MenuNode => ({ id, name, url, icon: '', type, children });

const tree = [
  node('1', '采购', '', [
    node('1.1', '采购管理', '', [node('1.1.1', '采购订单', '/purchase/management/order'), node('1.1.2', '采购计划', '/purchase/management/plan')]),
  ]),
  node('2', '用户', '', [node('2.1', '角色管理', '/user/role', [node('2.1.1', '新增', 'role.add', [], 2), node('2.1.2', '详情', '/user/role/detail')])]),
];

describe('menu tree', () => {
  it('drops children next to button-level entries and the entries themselves', () => {
    const menus = normalizeMenus(tree);
    expect(findMenuByUrl(menus, '/user/role')?.children).toEqual([]);
    expect(findMenuByUrl(menus, 'role.add')).toBeNull();
    expect(findMenuByUrl(menus, '/purchase/management/plan')?.name).toBe('采购计划');
  });
  it('lists the screens with their trail', () => {
    const screens = menuScreens(normalizeMenus(tree));
    expect(screens.map((s) => s.node.url)).toEqual(['/purchase/management/order', '/purchase/management/plan', '/user/role']);
    expect(screens[0]?.trail).toEqual(['采购', '采购管理', '采购订单']);
  });
  it('finds the top-level entry of a screen', () => {
    expect(topLevelOf(tree, '/purchase/management/plan')?.id).toBe('1');
  });
  it('lands a group path on its first screen the menu holds', () => {
    const menus = [
      node('3', '物流', '/logistics', [node('3.1', '物流基础', '/logistics/basic', [node('3.1.1', '物流渠道', '/logistics/basic/channel')])]),
      ...normalizeMenus(tree),
    ];
    expect(groupLanding(menus, '/logistics')).toBe('/logistics/basic/channel');
    expect(groupLanding(menus, '/logistics/basic')).toBe('/logistics/basic/channel');
    expect(groupLanding(menus, '/purchase/management')).toBe('/purchase/management/order'); // no node of its own: by prefix
    expect(groupLanding(menus, '/purchase/management/plan')).toBeNull(); // a screen
    expect(groupLanding(menus, '/finance')).toBeNull(); // nothing under it for this user
  });
});
