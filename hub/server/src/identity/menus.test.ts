import { describe, expect, it } from 'vitest';
import { buildMenuTree, menusFor, permittedRoutes, shownMenus } from './menus.ts';

const tree = buildMenuTree([
  {
    name: '系统管理',
    icon: 'setting',
    children: [
      {
        name: '系统公告',
        url: '/system/notice',
        area: 'admin',
        permission: 'admin.notice.read',
        children: [{ name: '新增', type: 2, permission: 'admin.notice.create' }],
      },
      { name: '角色', url: '/user/role', area: 'admin', permission: 'admin.role.read' },
    ],
  },
  {
    name: '采购',
    children: [
      { name: '采购单', url: '/purchase/management/order', permission: 'purchase.order.read' },
      { name: '送货单', url: '/purchase/order/deliveryNote', permission: 'purchase.order.read', hidden: true },
    ],
  },
]);

describe('menus', () => {
  it('gives stable ids by position', () => {
    expect(tree[0]!.id).toBe('1');
    expect(tree[0]!.children[1]!.id).toBe('1.2');
  });
  it('shows admins everything', () => {
    expect(permittedRoutes(tree, { isAdmin: true, permissions: new Set() })).toEqual([
      '/system/notice',
      '/user/role',
      '/purchase/management/order',
      '/purchase/order/deliveryNote',
    ]);
  });
  it('filters screens by permission and drops empty groups', () => {
    const menus = menusFor(tree, { isAdmin: false, permissions: new Set(['admin.role.read']) });
    expect(menus).toHaveLength(1);
    expect(menus[0]!.children.map((c) => c.url)).toEqual(['/user/role']);
  });
  it('permits a hidden screen with its code, and never lists it in the menu', () => {
    const buyer = { isAdmin: false, permissions: new Set(['purchase.order.read']) };
    expect(permittedRoutes(tree, buyer)).toEqual(['/purchase/management/order', '/purchase/order/deliveryNote']);
    expect(shownMenus(menusFor(tree, buyer))[0]!.children.map((c) => c.name)).toEqual(['采购单']);
  });
  it('keeps button-level entries out of the permitted routes', () => {
    const routes = permittedRoutes(tree, { isAdmin: false, permissions: new Set(['admin.notice.read', 'admin.notice.create']) });
    expect(routes).toEqual(['/system/notice']);
  });
});

describe('短信记录', () => {
  it('is in the menu with the outbox sender, and leaves it with a real SMS provider', async () => {
    const { identityMenus, withoutSmsOutbox } = await import('./index.ts');
    const names = (menus: typeof identityMenus) => (menus ?? []).flatMap((m) => (m.children ?? []).map((c) => c.name));
    expect(names(identityMenus)).toContain('短信记录');
    expect(names(withoutSmsOutbox(identityMenus))).not.toContain('短信记录');
    expect(names(withoutSmsOutbox(identityMenus))).toContain('文件任务');
  });
});
