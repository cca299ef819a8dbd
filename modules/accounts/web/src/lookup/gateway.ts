// The IActMgrService lookups (session only; the server applies the user's data rules), as the forms'
// pickers read them: platforms by code, a platform's enabled shops and sites.
const GATEWAY = '/motan-client/actmgr/motan/service/api/IActMgrService';

export interface GatewayHttp {
  post<T>(url: string, body?: unknown): Promise<T>;
}

export interface Option {
  value: string;
  label: string;
}

export async function platformOptions(http: GatewayHttp): Promise<Option[]> {
  const list = await http.post<{ code: string; name_en: string }[]>(`${GATEWAY}/getBasePlatformAll`, { data: {} });
  return list.map((p) => ({ value: p.code, label: p.name_en }));
}

/** The enabled shops of a platform (up to 1000), by name. */
export async function shopOptions(http: GatewayHttp, platformCode: string): Promise<Option[]> {
  const page = await http.post<{ list: { id: string; code: string; name: string }[] }>(`${GATEWAY}/getMainAccountBySelect`, {
    data: { platformCode, pageNumber: 1, pageSize: 1000 },
  });
  return page.list.map((s) => ({ value: s.id, label: `${s.name}（${s.code}）` }));
}

/** The enabled sites of a platform, `US 美国站`. */
export async function siteOptions(http: GatewayHttp, platformCode: string): Promise<Option[]> {
  const list = await http.post<{ id: string; code: string; name: string }[]>(`${GATEWAY}/getBaseSiteAll`, { data: { platformCode } });
  return list.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }));
}
