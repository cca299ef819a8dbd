// Lookups for dropdowns, open to any signed-in user: enabled records only.
import { MAX_LOOKUP_PAGE_SIZE } from '@entrepot/contract';
import { parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companies, countries } from './logistics.schema.ts';
import type { LogisticsServices } from './services.ts';

const size = z.coerce.number().int('每页条数必须是整数').min(1, '每页至少1条').max(MAX_LOOKUP_PAGE_SIZE, `每页最多${MAX_LOOKUP_PAGE_SIZE}条`);
const number = z.coerce.number().int('页码必须是整数').min(1, '页码从1开始');
/** The spec's dropdowns ask `pageSize` 600 or 1000 (gateway style); screens ask `page`/`per_page`. */
const pageOf = z.looseObject({ page: number.optional(), per_page: size.optional(), pageNumber: number.optional(), pageSize: size.optional() });

/**
 * `GET /api-product/api/v1/product/country`: enabled countries with the entity's filters (`code=US,CA`,
 * `name`, `name_en`, `code3`) and sort. Answers `{list, total, pageNumber, pageSize}` when asked with
 * pageNumber/pageSize, else `{list, total, page, per_page}`.
 */
export async function countryLookup(exec: Executor, services: LogisticsServices, request: FastifyRequest) {
  const query = withoutEmpty(request.query);
  const q = parse(pageOf, query);
  const page = q.pageNumber ?? q.page ?? 1;
  const perPage = q.pageSize ?? q.per_page ?? 20;
  const { status: _status, ...filters } = query;
  const r = await services.country.list(exec, { page, perPage, query: filters, scope: eq(countries.status, 'enabled') });
  const estimated = r.estimated ? { total_estimated: true } : {};
  return q.pageNumber !== undefined || q.pageSize !== undefined
    ? { list: r.rows, total: r.total, pageNumber: page, pageSize: perPage, ...estimated }
    : { list: r.rows, total: r.total, page, per_page: perPage, ...estimated };
}

/** `GET /api-logistics-optimiz/api/v1/logistics/company-lists`: the enabled companies, by code. */
export function companyLists(exec: Executor) {
  return exec
    .select({ id: companies.id, code: companies.code, name: companies.name, name_en: companies.name_en, type: companies.type })
    .from(companies)
    .where(eq(companies.status, 'enabled'))
    .orderBy(asc(companies.code));
}
