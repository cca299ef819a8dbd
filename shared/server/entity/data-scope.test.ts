import { describe, expect, it } from 'vitest';
import { combineRowRules } from './data-scope.ts';

describe("combineRowRules: a user's groups, dimension by dimension", () => {
  it('adds up the values of every group that restricts a dimension', () => {
    expect(combineRowRules([{ warehouses: ['w1'] }, { warehouses: ['w2', 'w1'] }])).toEqual([{ warehouses: ['w1', 'w2'] }]);
  });

  it('never widens a dimension through a group that does not restrict it', () => {
    // A platform group beside a one-warehouse group: still one warehouse, and now one platform.
    expect(combineRowRules([{ warehouses: ['w1'] }, { platforms: ['amazon'] }])).toEqual([{ warehouses: ['w1'], platforms: ['amazon'] }]);
  });

  it('keeps "only mine" from any group, and nothing from no group', () => {
    expect(combineRowRules([{ organizations: ['o1'] }, { ownerId: 'u1' }])).toEqual([{ organizations: ['o1'], ownerId: 'u1' }]);
    expect(combineRowRules([])).toEqual([]);
  });
});
