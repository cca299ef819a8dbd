import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../timing/use-debounced-callback.ts';
import type { AccountLookup, AccountOption, PlatformOption } from './account-lookup.ts';

/** Account search debounce from the spec. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;

export interface PlatformAccountValue {
  platform?: string;
  accounts: string[];
}

export interface PlatformAccounts {
  platforms: PlatformOption[];
  /** Search results plus the chosen accounts, so chosen ones keep their names after a new search. */
  accountOptions: AccountOption[];
  loadingAccounts: boolean;
  accountsDisabled: boolean;
  choosePlatform(code: string | undefined): void;
  chooseAccounts(ids: string[]): void;
  searchAccounts(keyword: string): void;
}

export function usePlatformAccounts(lookup: AccountLookup, value: PlatformAccountValue, onChange: (value: PlatformAccountValue) => void): PlatformAccounts {
  const [platforms, setPlatforms] = useState<PlatformOption[]>([]);
  const [results, setResults] = useState<AccountOption[]>([]);
  const [loadingAccounts, setLoadingAccounts] = useState(false);
  const known = useRef(new Map<string, AccountOption>());
  // Answers can come back out of order; only the latest request may fill the list.
  const latestRequest = useRef(0);

  useEffect(() => {
    let live = true;
    lookup.platforms().then((list) => live && setPlatforms(list));
    return () => {
      live = false;
    };
  }, [lookup]);

  const loadAccounts = (platform: string | undefined, keyword: string) => {
    const request = ++latestRequest.current;
    if (!platform) {
      setResults([]);
      setLoadingAccounts(false);
      return;
    }
    setLoadingAccounts(true);
    lookup.accounts(platform, keyword).then(
      (list) => {
        if (request !== latestRequest.current) return;
        for (const account of list) known.current.set(account.id, account);
        setResults(list);
        setLoadingAccounts(false);
      },
      () => request === latestRequest.current && setLoadingAccounts(false),
    );
  };

  const search = useDebouncedCallback((keyword: string) => loadAccounts(value.platform, keyword), ACCOUNT_SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the platform or the lookup changes
  useEffect(() => {
    search.cancel();
    loadAccounts(value.platform, '');
  }, [value.platform, lookup]);

  const chosen = value.accounts.map((id) => known.current.get(id) ?? { id, name: id });
  const accountOptions = [...chosen, ...results.filter((account) => !value.accounts.includes(account.id))];

  return {
    platforms,
    accountOptions,
    loadingAccounts,
    accountsDisabled: !value.platform,
    // Accounts belong to one platform, so a new platform starts with none chosen.
    choosePlatform: (code) => onChange({ platform: code, accounts: [] }),
    chooseAccounts: (ids) => onChange({ platform: value.platform, accounts: ids }),
    searchAccounts: search,
  };
}
