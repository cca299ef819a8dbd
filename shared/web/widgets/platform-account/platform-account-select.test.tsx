// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountLookupContext } from './account-lookup.ts';
import { fakeAccountLookup } from './fake-account-lookup.ts';
import { PlatformAccountSelect } from './platform-account-select.tsx';

function accountSelect(): Element {
  const select = screen.getByLabelText('销售账号').closest('.arco-select');
  if (!select) throw new Error('account select not rendered');
  return select;
}

describe('PlatformAccountSelect', () => {
  it('is 343px wide with a 220px account part, the account part disabled until a platform is chosen', async () => {
    const { container } = render(<PlatformAccountSelect lookup={fakeAccountLookup()} />);
    await act(async () => {});
    expect((container.firstElementChild as HTMLElement).style.width).toBe('343px');
    expect((accountSelect() as HTMLElement).style.width).toBe('220px');
    expect(accountSelect().className).toContain('arco-select-disabled');
  });

  it('lists platforms by English name and enables the accounts once one is chosen (lookup from context)', async () => {
    render(
      <AccountLookupContext value={fakeAccountLookup()}>
        <PlatformAccountSelect />
      </AccountLookupContext>,
    );
    await act(async () => {});
    fireEvent.click(screen.getByLabelText('平台'));
    await act(async () => {});
    fireEvent.click(await screen.findByText('Temu'));
    await act(async () => {});
    expect(accountSelect().className).not.toContain('arco-select-disabled');
  });

  it('throws without a lookup', () => {
    expect(() => render(<PlatformAccountSelect />)).toThrow(/AccountLookup/);
  });
});
