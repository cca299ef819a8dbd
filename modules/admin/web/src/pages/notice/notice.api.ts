import type { PageAnswer } from '@entrepot/contract';
import type { HttpClient } from '@entrepot/web/http';

// Identity's notice routes (hub/server/src/identity/routes.ts); content is sanitised on the server.

export interface Notice {
  id: string;
  title: string;
  /** HTML */
  content: string;
  activation_time: string;
  updated_at: string;
}

export type NoticeInput = Pick<Notice, 'title' | 'content' | 'activation_time'>;

const BASE = '/api-auth/api/v1';
const one = (id: string) => `${BASE}/notice/${encodeURIComponent(id)}`;

export function noticeApi(http: HttpClient) {
  return {
    list: (params: Record<string, string | number>) => http.get<PageAnswer<Notice>>(`${BASE}/notices`, { params }),
    get: (id: string) => http.get<Notice>(one(id)),
    create: (input: NoticeInput) => http.post<Notice>(`${BASE}/notice`, input),
    update: (id: string, input: NoticeInput) => http.put<Notice>(one(id), input),
    remove: (id: string) => http.delete<null>(one(id)),
  };
}

export type NoticeApi = ReturnType<typeof noticeApi>;
