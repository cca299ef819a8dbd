// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountLookup } from './fake-account-lookup.ts';
import { type PlatformAccountValue, usePlatformAccounts } from './use-platform-accounts.ts';

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('usePlatformAccounts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the platforms and keeps the accounts disabled until a platform is chosen', async () => {
    const lookup = fakeAccountLookup();
    const { result } = renderHook(() => usePlatformAccounts(lookup, { accounts: [] }, () => {}));
    await settle();
    expect(result.current.platforms.map((p) => p.name_en)).toEqual(['Amazon', 'Temu']);
    expect(result.current.accountsDisabled).toBe(true);
    expect(lookup.accounts).not.toHaveBeenCalled();
  });

  it('choosing another platform clears the chosen accounts', async () => {
    const onChange = vi.fn();
    const lookup = fakeAccountLookup();
    const { result } = renderHook(() => usePlatformAccounts(lookup, { platform: 'amazon', accounts: ['a1', 'a2'] }, onChange));
    await settle();
    expect(result.current.accountsDisabled).toBe(false);
    act(() => result.current.choosePlatform('temu'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ platform: 'temu', accounts: [] });
  });

  it('searches accounts 300 ms after the last keystroke, with the chosen platform', async () => {
    const lookup = fakeAccountLookup();
    const { result } = renderHook(() => usePlatformAccounts(lookup, { platform: 'amazon', accounts: [] }, () => {}));
    await settle();
    expect(lookup.accounts).toHaveBeenLastCalledWith('amazon', '');
    lookup.accounts.mockClear();

    act(() => result.current.searchAccounts('U'));
    act(() => result.current.searchAccounts('US'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(lookup.accounts).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(lookup.accounts).toHaveBeenCalledExactlyOnceWith('amazon', 'US');
    expect(result.current.accountOptions.map((a) => a.name)).toEqual(['AMZ-US-01']);
  });

  it('keeps chosen accounts named after a search that no longer returns them', async () => {
    let value: PlatformAccountValue = { platform: 'amazon', accounts: [] };
    const lookup = fakeAccountLookup();
    const { result, rerender } = renderHook(() => usePlatformAccounts(lookup, value, (next) => (value = next)));
    await settle();
    act(() => result.current.chooseAccounts(['a2']));
    rerender();
    act(() => result.current.searchAccounts('US'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(result.current.accountOptions.map((a) => a.name)).toEqual(['AMZ-DE-02', 'AMZ-US-01']);
  });
});
