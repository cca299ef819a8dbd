import { describe, expect, it } from 'vitest';
import { pinyinInitials } from './pinyin-initials.ts';
import { matchScore, rankItems } from './rank.ts';

const item = (id: string, title: string, keywords: string[] = []) => ({ id, title, keywords });
const screens = [
  item('/purchase/order', '采购订单', ['采购']),
  item('/user/role', '角色管理', ['用户']),
  item('/user/user', '用户管理', ['用户']),
  item('/workbench', '工作台'),
];

describe('pinyin initials', () => {
  it('reads the initials of Chinese titles', () => {
    expect(pinyinInitials('采购订单')).toBe('cgdd');
    expect(pinyinInitials('物流渠道')).toBe('wlqd');
    expect(pinyinInitials('入库SKU')).toBe('rksku');
  });
});

describe('palette ranking', () => {
  it('matches Chinese titles fuzzily and by pinyin initials', () => {
    expect(rankItems('采购', screens, []).map((s) => s.id)).toEqual(['/purchase/order']);
    expect(rankItems('cgdd', screens, []).map((s) => s.id)).toEqual(['/purchase/order']);
    expect(rankItems('jsgl', screens, [])[0]?.id).toBe('/user/role');
    expect(rankItems('采单', screens, [])[0]?.id).toBe('/purchase/order');
    expect(matchScore('xyz', screens[0]!)).toBe(0);
  });
  it('puts recents first among equal matches and when nothing is typed', () => {
    expect(rankItems('管理', screens, ['/user/user']).map((s) => s.id)).toEqual(['/user/user', '/user/role']);
    expect(rankItems('', screens, ['/workbench'])[0]?.id).toBe('/workbench');
  });
});
