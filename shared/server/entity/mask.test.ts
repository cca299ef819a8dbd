import { children, defineEntity, maskText, permissionCodesOf, reference, text } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { keepStarred, maskerOf } from './mask.ts';

const account = defineEntity({
  name: 'probe.account',
  table: 'probe.accounts',
  label: '收款账户',
  titleField: 'holder',
  fields: {
    owner_id: reference({ label: '供应商', to: 'probe.owner', required: true }),
    holder: text({ label: '户名', max: 50 }),
    number: text({ label: '账号', max: 30, masked: 'reveal' }),
  },
});
const owner = defineEntity({
  name: 'probe.owner',
  table: 'probe.owners',
  label: '供应商',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 50 }),
    accounts: children({ label: '收款账户', entity: account, foreignKey: 'owner_id' }),
  },
});
const row = { name: '甲', accounts: [{ id: 'a', holder: '甲公司', number: '6222021234567890' }] };
const reader = (codes: string[]) => ({ isAdmin: false, permissions: new Set(codes) });

describe('masked fields', () => {
  it('keeps the last four characters and stars the rest, never fewer than four stars', () => {
    expect([maskText('6222021234567890'), maskText('123'), maskText('')]).toEqual(['************7890', '****', '****']);
  });

  it('stars a child row for a reader without the revealing code, and shows it whole to one with it or an admin', () => {
    expect(maskerOf(owner, reader([]))(row).accounts).toEqual([{ id: 'a', holder: '甲公司', number: '************7890' }]);
    expect(maskerOf(owner, reader(['probe.account.reveal']))(row)).toEqual(row);
    expect(maskerOf(owner, { isAdmin: true, permissions: new Set() })(row)).toEqual(row);
    expect(maskerOf(account, null)({ number: '6222021234567890' })).toEqual({ number: '************7890' });
  });

  it('declares the revealing code with the parent entity', () => {
    expect(permissionCodesOf(owner).at(-1)).toEqual({ code: 'probe.account.reveal', name: '收款账户-查看完整账号' });
  });

  it('keeps the stored value where stars come back, and refuses stars where nothing is stored', () => {
    expect(keepStarred(account, { holder: '乙', number: '************7890' }, { number: '6222021234567890' })).toEqual({ holder: '乙' });
    expect(keepStarred(account, { number: '6222000011112222' }, null)).toEqual({ number: '6222000011112222' });
    expect(() => keepStarred(account, { number: '************7890' }, null)).toThrow('请输入账号');
  });
});
