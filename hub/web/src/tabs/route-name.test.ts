import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/auth.api.ts';
import { routeName } from './route-name.ts';

const node = (name: string, url: string, children: MenuNode[] = []) => ({ name, url, children }) as unknown as MenuNode;
const menus = [node('商品管理', '', [node('SKU管理', '/commodity/information/sku'), node('商品信息变更', '/commodity/information/commodity-info-change')])];

describe('a tab’s name', () => {
  it('is the menu entry’s; a screen below one is named after it, never after a path segment', () => {
    expect(routeName('/commodity/information/sku', menus)).toBe('SKU管理');
    expect(routeName('/commodity/information/sku/detail', menus)).toBe('SKU详情');
    expect(routeName('/commodity/information/commodity-info-change/create', menus)).toBe('新增商品信息变更');
    expect(routeName('/commodity/information/sku/history', menus)).toBe('SKU管理');
    // nothing above it: its area's name, or plain words when no area has such screens
    expect(routeName('/commodity/stock-summary', menus)).toBe('商品管理');
    expect(routeName('/elsewhere/detail', menus)).toBe('未知页面');
  });
});
