import { describe, expect, it } from 'vitest';
import { type DataAccessAnswer, dataAccessRows } from './data-access.ts';

const names = { warehouse: (id: string) => ({ w1: '深圳仓' })[id], platform: (code: string) => ({ amazon: '亚马逊' })[code] };
const base: DataAccessAnswer = { admin: false, groups: [], rows: null, hidden: {} };
const textOf = (answer: DataAccessAnswer, label: string) => dataAccessRows(answer, names).find((r) => r.label === label)?.value;

describe('the data-access preview in words', () => {
  it('says 不限 for every dimension no group restricts', () => {
    for (const label of ['组织', '创建人', '仓库', '平台', '销售账号']) expect(textOf(base, label)).toBe('不限');
    expect(textOf(base, '所属数据权限组')).toBe('无');
    expect(textOf(base, '隐藏字段')).toBe('无');
  });

  it('names what each restricted dimension allows, never an id', () => {
    const answer: DataAccessAnswer = {
      admin: false,
      groups: [
        { id: 'g1', name: '华南数据' },
        { id: 'g2', name: '仓库数据' },
      ],
      rows: { organizations: ['华南销售部'], owner_only: true, warehouses: ['w1', 'w9'], platforms: ['amazon'], accounts: [] },
      hidden: { 'admin.staff': ['mobile'] },
    };
    expect(textOf(answer, '所属数据权限组')).toBe('华南数据、仓库数据');
    expect(textOf(answer, '组织')).toBe('华南销售部');
    expect(textOf(answer, '创建人')).toBe('仅本人创建');
    expect(textOf(answer, '仓库')).toBe('深圳仓、未知仓库');
    expect(textOf(answer, '平台')).toBe('亚马逊');
    expect(textOf(answer, '销售账号')).toBe('0 个账号');
    expect(textOf(answer, '隐藏字段')).toBe('员工：手机号');
  });

  it('says an administrator is not restricted', () => {
    expect(dataAccessRows({ ...base, admin: true }, names)).toEqual([{ label: '数据范围', value: '管理员：全部数据，不受数据权限限制' }]);
  });
});
