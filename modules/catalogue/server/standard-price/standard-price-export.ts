// `GET standardprice/export`: the declared query `standardPriceList` under the same filters as an xlsx file
// task, read in pages of 1,000 under the creator's data and column rules — its declared columns (a hidden one
// left out) then per platform its 倍率 and 标准价 (a hidden 成本价 leaves out every 标准价).
import type { ExportKind } from '@entrepot/hub-server/module';
import type { Database } from '@entrepot/server-kit/db';
import { type EntityRegistry, queryService } from '@entrepot/server-kit/entity';
import { cellOf, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { STANDARD_PRICE_PLATFORMS, standardPriceList } from '../../entities/index.ts';
import { hiddenColumns, standardPriceSource, visibleQuery, withPrices } from './standard-price-list.ts';
import { type AppliedRatio, showsPrices } from './standard-prices.ts';

const BATCH = 1000;
const FIELDS = Object.entries(standardPriceList.fields).filter(([, f]) => f.exported !== false);

function columnsFor(hidden: ReadonlySet<string>) {
  const own = FIELDS.filter(([key]) => !hidden.has(key)).map(([key, f]) => ({ key, label: f.label }));
  const perPlatform = STANDARD_PRICE_PLATFORMS.flatMap((p) => [
    { key: `${p.value}_ratio`, label: `${p.label}倍率` },
    ...(showsPrices(hidden) ? [{ key: `${p.value}_price`, label: `${p.label}标准价` }] : []),
  ]);
  return [...own, ...perPlatform];
}

export function standardPriceExport(database: Database, registry: EntityRegistry): ExportKind {
  return {
    kind: 'catalogue.standard-prices',
    label: standardPriceList.label,
    permission: standardPriceList.permission('export'),
    async write({ query, user, path, progress }) {
      const hidden = hiddenColumns(user.access);
      const asked = { ...visibleQuery(query, hidden), exact_total: '1' };
      const service = queryService(standardPriceList, standardPriceSource(user.access, asked), registry);
      let total = 0;
      async function* batches() {
        for (let page = 1; ; page++) {
          const result = await service.list(database.db, { page, perPage: BATCH, query: asked });
          total = result.total;
          yield (await withPrices(database.db, result.rows, hidden)).map((r) => {
            const cells: Record<string, string | number | null> = Object.fromEntries(FIELDS.map(([key, f]) => [key, cellOf(key, f, r)]));
            for (const p of STANDARD_PRICE_PLATFORMS) {
              const applied = (r.prices as Record<string, AppliedRatio | null> | undefined)?.[p.value];
              cells[`${p.value}_ratio`] = applied?.ratio ?? null;
              cells[`${p.value}_price`] = applied?.standard_price ?? null;
            }
            return cells;
          });
          if (result.rows.length < BATCH) return;
        }
      }
      return writeXlsx(path, columnsFor(hidden), batches(), (done) => progress(done, total));
    },
  };
}
