// `GET field-data?field_id=&spu_code=&value=`: the custom field values across SPUs (SPU编码, SPU名称, 字段, 值) for
// checking and export, within the caller's SPU data rules, ordered by SPU code; ours `GET field-data/export`
// answers the same rows (every page) as an xlsx at once, read in keyset batches of 1,000.
import { pageAnswer, pageQueryWithFilters, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { sendXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productFieldTypes } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { parseValue, valueJson } from './field-defs.ts';
import { valueText } from './field-value-rules.ts';
import { productFields, productFieldValues } from './product-field.schema.ts';

export const fieldDataQuery = pageQueryWithFilters.extend({
  field_id: z.uuid('字段编号不正确').optional(),
  spu_code: z.string().trim().max(100, 'SPU编码最多100个字').optional(),
  value: z.string().trim().max(100, '值最多100个字').optional(),
});

// The value as the list shows it (多选 joined with 、, 是否 as 是/否): what the `value` filter matches.
const shownValue = sql`(case jsonb_typeof(${productFieldValues.value})
  when 'array' then (select string_agg(e, '、') from jsonb_array_elements_text(${productFieldValues.value}) e)
  when 'boolean' then case when ${productFieldValues.value} = 'true'::jsonb then '是' else '否' end
  else ${productFieldValues.value} #>> '{}' end)`;
const contains = (column: unknown, text: string) => sql`strpos(lower(${column}), lower(${text})) > 0`;

const columns = {
  id: productFieldValues.id,
  spu_id: spus.id,
  spu_code: spus.code,
  spu_name: spus.name,
  field_id: productFields.id,
  field_key: productFields.key,
  field_name: productFields.name,
  field_type: productFields.type,
  value: valueJson,
};

function conditions(q: z.output<typeof fieldDataQuery>, scope: SQL | undefined) {
  return and(
    scope,
    q.field_id ? eq(productFieldValues.field_id, q.field_id) : undefined,
    q.spu_code ? contains(spus.code, q.spu_code) : undefined,
    q.value ? contains(shownValue, q.value) : undefined,
  );
}

const base = (exec: Executor) =>
  exec
    .select(columns)
    .from(productFieldValues)
    .innerJoin(spus, eq(spus.id, productFieldValues.spu_id))
    .innerJoin(productFields, eq(productFields.id, productFieldValues.field_id));

const typeLabel = (type: unknown) => productFieldTypes.find((t) => t.value === type)?.label ?? String(type);
const shaped = (r: Record<string, unknown>): Record<string, unknown> & { field_type_label: string; text: string } => {
  const value = parseValue(r.value);
  return { ...r, value, field_type_label: typeLabel(r.field_type), text: valueText(value) };
};

export async function fieldData(exec: Executor, rawQuery: unknown, scope: SQL | undefined) {
  const q = parse(fieldDataQuery, withoutEmpty(rawQuery));
  const where = conditions(q, scope);
  const [count] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(productFieldValues)
    .innerJoin(spus, eq(spus.id, productFieldValues.spu_id))
    .where(where);
  const rows = await base(exec)
    .where(where)
    .orderBy(asc(spus.code), asc(productFieldValues.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return pageAnswer(rows.map(shaped), Number(count?.n ?? 0), q);
}

const EXPORT_COLUMNS = [
  { key: 'spu_code', label: 'SPU编码' },
  { key: 'spu_name', label: 'SPU名称' },
  { key: 'field_name', label: '字段名称' },
  { key: 'field_key', label: '字段编码' },
  { key: 'field_type_label', label: '类型' },
  { key: 'text', label: '值' },
];
const BATCH = 1000;

async function* exportRows(exec: Executor, rawQuery: unknown, scope: SQL | undefined) {
  const where = conditions(parse(fieldDataQuery, withoutEmpty(rawQuery)), scope);
  let after: { code: string; id: string } | null = null;
  for (;;) {
    const page: Record<string, unknown>[] = await base(exec)
      .where(and(where, after ? sql`(${spus.code}, ${productFieldValues.id}) > (${after.code}, ${after.id})` : undefined))
      .orderBy(asc(spus.code), asc(productFieldValues.id))
      .limit(BATCH);
    if (page.length === 0) return;
    yield page.map((r) => {
      const { spu_code, spu_name, field_name, field_key, field_type_label, text } = shaped(r);
      return { spu_code: String(spu_code), spu_name: String(spu_name), field_name: String(field_name), field_key: String(field_key), field_type_label, text };
    });
    const last: Record<string, unknown> = page.at(-1)!;
    after = { code: String(last.spu_code), id: String(last.id) };
  }
}

export function fieldDataExport(exec: Executor, scopeOf: (r: FastifyRequest) => SQL | undefined, permission: string): Route {
  return {
    config: { permission },
    handler: (request, reply) =>
      sendXlsx(reply, `扩展字段值-${new Date().toISOString().slice(0, 10)}.xlsx`, EXPORT_COLUMNS, exportRows(exec, request.query, scopeOf(request))),
  };
}
