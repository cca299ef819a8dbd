import { salesAccount } from '@entrepot/module-accounts/entities';
import { describe, expect, it } from 'vitest';
import { withChosen } from '../form/chosen-options.ts';
import { withoutFilters } from './without-filters.ts';

describe('withoutFilters', () => {
  it('drops the filter-bar controls of the given fields and keeps the rest of the declaration', () => {
    const shown = withoutFilters(salesAccount, ['platform_code', 'site_id']);
    expect(shown.fields.platform_code.filter).toBeUndefined();
    expect(shown.fields.site_id.filter).toBeUndefined();
    expect(shown.fields.account_name.filter).toBe('like');
    expect(shown.permission('read')).toBe('accounts.salesAccount.read');
    expect(salesAccount.fields.platform_code.filter).toBe('equal'); // the declaration itself is untouched
  });
});

describe('withChosen', () => {
  it('adds the chosen values the options lack, named by the row titles', () => {
    const options = [{ value: 'a', label: 'US 美国站' }];
    expect(withChosen(options, ['a', 'b'], ['x', 'DE 德国站'])).toEqual([...options, { value: 'b', label: 'DE 德国站' }]);
    expect(withChosen([], ['c'], [])).toEqual([{ value: 'c', label: 'c' }]);
  });
});
