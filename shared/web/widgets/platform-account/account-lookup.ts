import { createContext, useContext } from 'react';

export interface PlatformOption {
  code: string;
  name_en: string;
}

export interface AccountOption {
  id: string;
  name: string;
}

/** Where the selector reads platforms and sales accounts; the accounts area provides the real one. */
export interface AccountLookup {
  platforms(): Promise<PlatformOption[]>;
  accounts(platformCode: string, keyword: string): Promise<AccountOption[]>;
}

export const AccountLookupContext = createContext<AccountLookup | null>(null);

/** The lookup given as a prop wins over the one from context; having neither is a wiring mistake. */
export function useAccountLookup(fromProps?: AccountLookup): AccountLookup {
  const fromContext = useContext(AccountLookupContext);
  const lookup = fromProps ?? fromContext;
  if (!lookup) throw new Error('PlatformAccountSelect needs an AccountLookup (lookup prop or AccountLookupContext)');
  return lookup;
}
