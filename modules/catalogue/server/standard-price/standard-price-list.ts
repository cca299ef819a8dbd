// `GET standardprice/list`: the SKU list (its filters, sort, paging, data and column rules, through the
// engine's list) with, per platform, the ratio that applies and the 标准价 (standard-prices.ts).
import type { Envelope, PageAnswer } from '@entrepot/contract';
import { requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type entityRoutes, hiddenFields, type Route } from '@entrepot/server-kit/entity';
import type { FastifyRequest } from 'fastify';
import { STANDARD_PRICE_PLATFORMS, sku } from '../../entities/index.ts';
import { priceListFilters, showsPrices } from './standard-price-filters.ts';
import { standardPricesOf } from './standard-prices.ts';

type Row = Record<string, unknown> & { id: string };

/** The platforms, in column order, for the screen's headers. */
const PLATFORMS = STANDARD_PRICE_PLATFORMS.map((p) => ({ value: p.value, label: p.label }));

export function standardPriceList(exec: Executor, sku$: ReturnType<typeof entityRoutes>): Route {
  return {
    config: { permission: sku.permission('read') },
    async handler(request, reply) {
      const hidden = hiddenFields(sku, requestUser(request).access);
      const { declared, narrow } = priceListFilters(request.query, hidden);
      (request as FastifyRequest & { query: unknown }).query = declared;
      const page = (await sku$.scopedList(() => narrow, sku.permission('read')).handler.call(this, request, reply)) as Envelope<PageAnswer<Row>>;
      const prices = await standardPricesOf(
        exec,
        page.data.list.map((r) => r.id),
        showsPrices(hidden),
      );
      return { ...page, data: { ...page.data, platforms: PLATFORMS, list: page.data.list.map((r) => ({ ...r, prices: prices.get(r.id) })) } };
    },
  };
}
