// `GET standardprice/export`: the 标准价 list with the same filters as an xlsx file task — one row per SKU in
// code order, per platform its 倍率 and 标准价 — read in keyset batches of 1,000 under the creator's data and
// column rules (a hidden 成本价 leaves out the cost and every 标准价).
import type { ExportKind } from '@entrepot/hub-server/module';
import type { Executor } from '@entrepot/server-kit/db';
import { countOf, hiddenFields, rowScope, whereOf } from '@entrepot/server-kit/entity';
import { writeXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { STANDARD_PRICE_PLATFORMS, sku, skuStatus } from '../../entities/index.ts';
import { categories, skus, spus } from '../catalogue.schema.ts';
import { priceListFilters, showsPrices } from './standard-price-filters.ts';
import { standardPricesOf } from './standard-prices.ts';

const BATCH = 1000;

/** Sheet column → the SKU field it shows (left out when the reader's column rules hide that field). */
const SKU_COLUMNS = [
  ['code', 'SKU编码', 'code'],
  ['name', 'SKU名称', 'name'],
  ['spec', '规格', 'spec'],
  ['spu', 'SPU编码', 'spu_id'],
  ['category', '分类', 'category_id'],
  ['status', '状态', 'status'],
  ['cost_price', '成本价', 'cost_price'],
] as const;

function columnsFor(hidden: ReadonlySet<string>) {
  const own = SKU_COLUMNS.filter(([, , field]) => !hidden.has(field)).map(([key, label]) => ({ key, label }));
  const perPlatform = STANDARD_PRICE_PLATFORMS.flatMap((p) => [
    { key: `${p.value}_ratio`, label: `${p.label}倍率` },
    ...(showsPrices(hidden) ? [{ key: `${p.value}_price`, label: `${p.label}标准价` }] : []),
  ]);
  return [...own, ...perPlatform];
}

const page = (exec: Executor, where: SQL | undefined, after: { code: string; id: string } | null) =>
  exec
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      spec: skus.spec,
      status: skus.status,
      cost_price: skus.cost_price,
      spu: spus.code,
      category: categories.name,
    })
    .from(skus)
    .leftJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(categories, eq(categories.id, skus.category_id))
    .where(and(where, after ? sql`(${skus.code} collate "C", ${skus.id}) > (${after.code}::text collate "C", ${after.id}::uuid)` : undefined))
    .orderBy(sql`${skus.code} collate "C"`, asc(skus.id))
    .limit(BATCH);

export function standardPriceExport(database: { db: Executor }): ExportKind {
  return {
    kind: 'catalogue.standard-prices',
    label: '标准价',
    permission: sku.permission('export'),
    async write({ query, user, path, progress }) {
      const exec = database.db;
      const hidden = hiddenFields(sku, user.access);
      const { declared, narrow } = priceListFilters(query, hidden);
      const where = and(...whereOf(sku, skus, declared), narrow, rowScope(sku, skus, user.access));
      const { total } = await countOf(exec, skus, where, true);
      async function* batches() {
        let after: { code: string; id: string } | null = null;
        for (;;) {
          const rows = await page(exec, where, after);
          if (rows.length === 0) return;
          const prices = await standardPricesOf(
            exec,
            rows.map((r) => r.id),
            showsPrices(hidden),
          );
          yield rows.map((r) => {
            const cells: Record<string, string | null> = { ...r, status: skuStatus.states[r.status as keyof typeof skuStatus.states]?.label ?? r.status };
            for (const p of STANDARD_PRICE_PLATFORMS) {
              const applied = prices.get(r.id)?.[p.value];
              cells[`${p.value}_ratio`] = applied?.ratio ?? null;
              cells[`${p.value}_price`] = applied?.standard_price ?? null;
            }
            return cells;
          });
          const last = rows.at(-1)!;
          after = { code: last.code, id: last.id };
        }
      }
      return writeXlsx(path, columnsFor(hidden), batches(), (done) => progress(done, total));
    },
  };
}
