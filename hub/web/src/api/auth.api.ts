import type { RequestOptions } from '@entrepot/web/http';
import { http } from './hub-http.ts';

const AUTH = '/api-auth/api/v1';

export interface User {
  id: string;
  login_name: string;
  name: string;
  mobile: string;
  is_admin: boolean;
  permissions: string[];
  /** permitted route paths such as `/user/role` */
  routes: string[];
}

import type { MenuNode } from '@entrepot/contract';

export type { MenuNode };

export interface Notice {
  id: string | number;
  title: string;
  activation_time: string;
  content: string;
}

export interface SearchHit {
  kind: string;
  code: string;
  title: string;
  url: string;
}

export interface ForgotPasswordBody {
  login_name: string;
  mobile: string;
  code: string;
  password: string;
  password_confirmation: string;
}

// The login page shows its own messages (10005 switches the form), so these calls opt out of toasts.
const quiet: RequestOptions = { silent: true };

export const authApi = {
  login: (body: { login_name: string; password: string }) => http.post<{ token: string; ticket: string }>(`${AUTH}/login`, body, quiet),
  checkTicket: () => http.get<unknown>(`${AUTH}/open/check/ticket`, quiet),
  user: () => http.get<User>(`${AUTH}/user`),
  menus: () => http.get<MenuNode[]>(`${AUTH}/user/menus`),
  logout: () => http.post<unknown>(`${AUTH}/user/logout`, {}, quiet),
  sendCode: (mobile: string) => http.post<unknown>(`${AUTH}/user/sendcode`, { mobile, type: 'SMS_FORGOT_PASSWORD_CODE' }),
  forgotPassword: (body: ForgotPasswordBody) => http.post<unknown>(`${AUTH}/user/forgotpassword`, body),
  latestNotice: () => http.get<Notice | null>('/api-auth/api/help/latestNotice', quiet),
  search: (q: string, signal: AbortSignal) => http.get<SearchHit[]>(`${AUTH}/search`, { params: { q }, signal, silent: true }),
};
