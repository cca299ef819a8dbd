import { MAX_LOOKUP_PAGE_SIZE, type PageAnswer } from '@entrepot/contract';
import { z } from 'zod';

/** `page`/`per_page` from a query string; empty values are ignored (spec: empty filters dropped). */
export const pageQuery = z.object({
  page: z.coerce.number().int('页码必须是整数').min(1, '页码从1开始').default(1),
  per_page: z.coerce.number().int('每页条数必须是整数').min(1, '每页至少1条').max(MAX_LOOKUP_PAGE_SIZE, `每页最多${MAX_LOOKUP_PAGE_SIZE}条`).default(20),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** The same, letting the list's filters through (built once: zod schemas are not free to make per request). */
export const pageQueryWithFilters = pageQuery.loose();

/** Drops '' and null so `?status=&page=1` means "no status filter". */
export function withoutEmpty(query: unknown): Record<string, unknown> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null && v !== undefined);
  return Object.fromEntries(entries);
}

/** `estimated`: the total is the planner's estimate (above 10,000), shown as 共 约N 条. */
export function pageAnswer<T>(list: T[], total: number, q: PageQuery, estimated = false, counts?: PageAnswer<T>['counts']): PageAnswer<T> {
  return { list, total, page: q.page, per_page: q.per_page, ...(estimated ? { total_estimated: true } : {}), ...(counts ? { counts } : {}) };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer whose page's rows the database wrote as JSON text (`json`, wire-json.ts): sent as the answer serialised
 * with that text as its `list`; without `json`, the answer as it is.
 */
export function withRowsJson(reply: { type(contentType: string): unknown }, answer: object, json: string | undefined): object | string {
  if (json === undefined) return answer;
  reply.type(JSON_TYPE);
  // The first `"list":[]` is the key: every string value before it has its quotes escaped.
  return JSON.stringify(answer).replace('"list":[]', () => `"list":${json}`);
}
