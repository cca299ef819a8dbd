// `GET spu/abnormal/export` (ours): the 异常商品 list under its filters as an xlsx answered at once, read in
// keyset batches by SKU code, within the caller's SKU data rules.
import { parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { sendXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { skuStatus } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { abnormalColumns, abnormalConditions, abnormalQuery, PROBLEMS } from './abnormal-skus.ts';

const COLUMNS = [
  { key: 'code', label: 'SKU编码' },
  { key: 'name', label: 'SKU名称' },
  { key: 'spu_code', label: 'SPU编码' },
  { key: 'status', label: '状态' },
  { key: 'problems', label: '异常' },
];
const BATCH = 1000;
const statusLabel = (s: string) => skuStatus.states[s as keyof typeof skuStatus.states]?.label ?? s;

async function* abnormalRows(exec: Executor, query: unknown, scope: SQL | undefined) {
  const { base, gap } = abnormalConditions(parse(abnormalQuery, withoutEmpty(query)), scope);
  let after: string | null = null;
  for (;;) {
    const page = await exec
      .select(abnormalColumns)
      .from(skus)
      .where(and(base, gap, after === null ? undefined : gt(skus.code, after)))
      .orderBy(asc(skus.code))
      .limit(BATCH);
    if (page.length === 0) return;
    yield page.map((r) => ({
      code: r.code,
      name: r.name,
      spu_code: r.spu_code,
      status: statusLabel(r.status),
      problems: r.problems.map((k) => PROBLEMS[k].label).join('、'),
    }));
    after = page.at(-1)!.code;
  }
}

export function abnormalExport(exec: Executor, scopeOf: (r: FastifyRequest) => SQL | undefined, permission: string): Route {
  return {
    config: { permission },
    handler: (request, reply) =>
      sendXlsx(reply, `异常商品-${new Date().toISOString().slice(0, 10)}.xlsx`, COLUMNS, abnormalRows(exec, request.query, scopeOf(request))),
  };
}
