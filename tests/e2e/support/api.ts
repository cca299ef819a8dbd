import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** The administrator's session headers, for a test's calls beside the screens (setup, checks). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  return { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
}

/** GET answering the envelope's data, POST answering the envelope, both as the administrator. */
export async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return {
    get: async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()).data as T,
    post: async (url: string, data: object) => (await (await request.post(url, { headers, data })).json()) as { code: number; message: string },
  };
}
