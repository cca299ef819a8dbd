import { describe, expect, it } from 'vitest';
import { decideWithdraw } from './withdraw.ts';

const pkg = (code: string, status: string) => ({ id: code.toLowerCase(), code, status });

describe('自动撤单', () => {
  it.each([
    ['a withdraw rule cancels an unpacked order', '2', [], 'withdraw', { cancelPackages: [], orderTo: '6', result: '已自动撤单' }],
    [
      'a withdraw rule cancels packages the warehouse does not have yet, then the order',
      '3',
      [pkg('PK1', '50'), pkg('PK2', '40'), pkg('PK0', '90')],
      'withdraw',
      { cancelPackages: ['pk1', 'pk2'], orderTo: '6', result: '已自动撤单' },
    ],
    [
      'a package handed to the warehouse is for a person to stop',
      '3',
      [pkg('PK1', '50'), pkg('PK2', '70')],
      'withdraw',
      { cancelPackages: [], orderTo: null, result: '包裹 PK2 已交仓库，请通知仓库拦截' },
    ],
    ['without a rule an unpacked order is held', '11', [], null, { cancelPackages: [], orderTo: '8', result: '平台已取消，订单已拦截待人工确认' }],
    ['拦截 holds it too', '1', [], 'hold', { cancelPackages: [], orderTo: '8', result: '平台已取消，订单已拦截待人工确认' }],
    [
      'without a rule a packed order keeps its packages for a person',
      '3',
      [pkg('PK1', '20')],
      null,
      { cancelPackages: [], orderTo: null, result: '平台已取消，包裹 PK1 待人工撤销' },
    ],
    ['a shipped order goes to after-sales', '5', [pkg('PK1', '80')], 'withdraw', { cancelPackages: [], orderTo: null, result: '订单已发货，请在售后中处理' }],
    ['a cancelled order stays so', '6', [], 'withdraw', { cancelPackages: [], orderTo: null, result: '订单已取消' }],
  ] as const)('%s', (_, status, packages, action, plan) => {
    expect(decideWithdraw({ order: { status }, packages, action })).toEqual(plan);
  });
});
