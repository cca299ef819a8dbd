import type { AccountLookup, AccountOption, PlatformOption } from './account-lookup.ts';

const GATEWAY = '/motan-client/actmgr/motan/service/api/IActMgrService';

/** What the lookup needs of the app's HTTP client (`@entrepot/web/http`): one POST answering the envelope's data. */
export interface GatewayPoster {
  post<T>(url: string, body?: unknown): Promise<T>;
}

/**
 * The selector's lookup over the accounts module's gateway (modules/accounts README): platforms from
 * getBasePlatformAll, sales accounts of a platform from selectAccount (keyword contains, first 50).
 * The server applies the user's data rules; `operator` is taken from the session there.
 */
export function gatewayAccountLookup(http: GatewayPoster): AccountLookup {
  return {
    async platforms(): Promise<PlatformOption[]> {
      const list = await http.post<{ code: string; name_en: string }[]>(`${GATEWAY}/getBasePlatformAll`, { data: {} });
      return list.map((p) => ({ code: p.code, name_en: p.name_en }));
    },
    async accounts(platformCode: string, keyword: string): Promise<AccountOption[]> {
      const page = await http.post<{ list: { id: string; account_name: string }[] }>(`${GATEWAY}/selectAccount`, {
        data: { platformCode, accountName: keyword, pageNumber: 1, pageSize: 50 },
      });
      return page.list.map((a) => ({ id: a.id, name: a.account_name }));
    },
  };
}
