import { describe, expect, it } from 'vitest';
import { gatewayAccountLookup } from './gateway-account-lookup.ts';

describe('gatewayAccountLookup', () => {
  it("reads platforms and a platform's accounts through the accounts gateway", async () => {
    const calls: [string, unknown][] = [];
    const http = {
      async post<T>(url: string, body?: unknown): Promise<T> {
        calls.push([url, body]);
        if (url.endsWith('/getBasePlatformAll')) return [{ code: 'amazon', name_en: 'Amazon', name_cn: '亚马逊' }] as T;
        return { list: [{ id: 'a1', account_name: 'Amazon-US-01', platform_code: 'amazon' }], total: 1, pageNumber: 1, pageSize: 50 } as T;
      },
    };
    const lookup = gatewayAccountLookup(http);
    expect(await lookup.platforms()).toEqual([{ code: 'amazon', name_en: 'Amazon' }]);
    expect(await lookup.accounts('amazon', 'US')).toEqual([{ id: 'a1', name: 'Amazon-US-01' }]);
    expect(calls[1]).toEqual([
      '/motan-client/actmgr/motan/service/api/IActMgrService/selectAccount',
      { data: { platformCode: 'amazon', accountName: 'US', pageNumber: 1, pageSize: 50 } },
    ]);
  });
});
