import { Input, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { type AccountLookup, useAccountLookup } from './account-lookup.ts';
import { type PlatformAccountValue, usePlatformAccounts } from './use-platform-accounts.ts';

export interface PlatformAccountSelectProps {
  /** Controlled value; leave out to let the selector keep its own. */
  value?: PlatformAccountValue;
  onChange?(value: PlatformAccountValue): void;
  /** Overrides the lookup from AccountLookupContext; keep it stable (module constant or memo), a new one reloads. */
  lookup?: AccountLookup;
}

const TOTAL_WIDTH = 343;
const ACCOUNT_WIDTH = 220;

export function PlatformAccountSelect({ value, onChange, lookup }: PlatformAccountSelectProps) {
  const [own, setOwn] = useState<PlatformAccountValue>({ accounts: [] });
  const current = value ?? own;
  const change = (next: PlatformAccountValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const state = usePlatformAccounts(useAccountLookup(lookup), current, change);

  return (
    <Input.Group compact style={{ display: 'inline-flex', width: TOTAL_WIDTH }}>
      <Select
        aria-label="平台"
        placeholder="平台"
        allowClear
        showSearch
        style={{ width: TOTAL_WIDTH - ACCOUNT_WIDTH }}
        value={current.platform}
        onChange={(code: string | undefined) => state.choosePlatform(code)}
        options={state.platforms.map((platform) => ({ label: platform.name_en, value: platform.code }))}
      />
      <Select
        aria-label="销售账号"
        placeholder="销售账号"
        mode="multiple"
        allowClear
        showSearch
        maxTagCount={1}
        disabled={state.accountsDisabled}
        loading={state.loadingAccounts}
        // The server searches; Arco must not filter the answer again.
        filterOption={false}
        onSearch={state.searchAccounts}
        style={{ width: ACCOUNT_WIDTH }}
        value={current.accounts}
        onChange={(ids: string[]) => state.chooseAccounts(ids)}
        options={state.accountOptions.map((account) => ({ label: account.name, value: account.id }))}
      />
    </Input.Group>
  );
}
