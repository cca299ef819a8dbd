// The advertising views (README "Advertising"): SP广告报表 (each ad's day), 店铺业绩 (each advertised sales account's
// day: its orders and sales beside what advertising spent and brought), the period's 概况 against the period
// before, and 按日投放 — all summed by the database per currency, ratios from the sums, within the reader's data
// rules (ad reports and orders by sales account).

import { sumWireDecimals } from '@entrepot/contract';
import { conflict, requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { rowScope, sourceColumns } from '@entrepot/server-kit/entity';
import { and, asc, desc, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { percentOf } from '../domain/ads.ts';
import { adReport, order } from '../entities/index.ts';
import { adAccounts, adReports, orders } from './oms.schema.ts';

type Sums = Record<'impressions' | 'clicks' | 'spend' | 'ad_orders' | 'ad_sales', unknown>;

/** CTR, CPC, ACoS and ROAS from sums (null where the divisor is 0), two decimals. */
function ratios(x: Sums) {
  return {
    ctr: sql<string>`round(${x.clicks} * 100.0 / nullif(${x.impressions}, 0), 2)`,
    cpc: sql<string>`round(${x.spend} / nullif(${x.clicks}, 0), 2)`,
    acos: sql<string>`round(${x.spend} * 100 / nullif(${x.ad_sales}, 0), 2)`,
    roas: sql<string>`round(${x.ad_sales} / nullif(${x.spend}, 0), 2)`,
  };
}
const sums = () => ({
  impressions: sql<number>`coalesce(sum(${adReports.impressions}), 0)::bigint`,
  clicks: sql<number>`coalesce(sum(${adReports.clicks}), 0)::bigint`,
  spend: sql<string>`coalesce(sum(${adReports.spend}), 0)`,
  ad_orders: sql<number>`coalesce(sum(${adReports.ad_orders}), 0)::bigint`,
  ad_sales: sql<string>`coalesce(sum(${adReports.ad_sales}), 0)`,
});

const adScope = (request: FastifyRequest) => rowScope(adReport, adReports, requestUser(request).access);
const orderScope = (request: FastifyRequest) => rowScope(order, orders, requestUser(request).access);

/** SP广告报表's rows: each ad's day with its ratios. */
export function spSource(request: FastifyRequest) {
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: adReports.id,
        report_date: adReports.report_date,
        account_id: adReports.account_id,
        campaign: adReports.campaign,
        ad_group: adReports.ad_group,
        sku_code: adReports.sku_code,
        currency: adReports.currency,
        impressions: adReports.impressions,
        clicks: adReports.clicks,
        spend: adReports.spend,
        ad_orders: adReports.ad_orders,
        ad_sales: adReports.ad_sales,
        ...ratios({
          impressions: adReports.impressions,
          clicks: adReports.clicks,
          spend: adReports.spend,
          ad_orders: adReports.ad_orders,
          ad_sales: adReports.ad_sales,
        }),
      }),
    )
    .from(adReports)
    .where(adScope(request))
    .as('q');
}

/** The China day of an order, as 店铺业绩 and the statistics count it. */
const orderDay = sql<string>`(${orders.ordered_at} at time zone 'Asia/Shanghai')::date`;

/** 店铺业绩's rows: per advertised sales account, day and currency, orders beside advertising (either side may be missing). */
export function performanceSource(request: FastifyRequest) {
  const qb = new QueryBuilder();
  const sold = qb
    .select({
      account_id: orders.account_id,
      day: orderDay.as('o_day'),
      currency: orders.currency,
      orders: sql<number>`count(*)::int`.as('orders'),
      sales: sql<string>`sum(${orders.total_amount})`.as('sales'),
    })
    .from(orders)
    .where(and(ne(orders.status, '6'), inArray(orders.account_id, qb.select({ id: adAccounts.account_id }).from(adAccounts)), orderScope(request)))
    .groupBy(orders.account_id, orderDay, orders.currency)
    .as('o');
  const s = sums();
  const ads = qb
    .select({
      account_id: adReports.account_id,
      day: sql<string>`${adReports.report_date}`.as('a_day'),
      currency: adReports.currency,
      impressions: s.impressions.as('impressions'),
      clicks: s.clicks.as('clicks'),
      spend: s.spend.as('spend'),
      ad_orders: s.ad_orders.as('ad_orders'),
      ad_sales: s.ad_sales.as('ad_sales'),
    })
    .from(adReports)
    .where(adScope(request))
    .groupBy(adReports.account_id, adReports.report_date, adReports.currency)
    .as('a');
  const both = {
    impressions: sql`coalesce(${ads.impressions}, 0)`,
    clicks: sql`coalesce(${ads.clicks}, 0)`,
    spend: sql`coalesce(${ads.spend}, 0)`,
    ad_orders: sql`coalesce(${ads.ad_orders}, 0)`,
    ad_sales: sql`coalesce(${ads.ad_sales}, 0)`,
  };
  const sales = sql`coalesce(${sold.sales}, 0)`;
  return qb
    .select(
      sourceColumns({
        id: sql<string>`concat(coalesce(${sold.account_id}, ${ads.account_id}), ':', coalesce(${sold.day}, ${ads.day}), ':', coalesce(${sold.currency}, ${ads.currency}))`,
        day: sql<string>`coalesce(${sold.day}, ${ads.day})`,
        account_id: sql<string>`coalesce(${sold.account_id}, ${ads.account_id})`,
        currency: sql<string>`coalesce(${sold.currency}, ${ads.currency})`,
        orders: sql<number>`coalesce(${sold.orders}, 0)`,
        sales: sql<string>`${sales}::numeric(18, 2)`,
        impressions: both.impressions,
        clicks: both.clicks,
        spend: sql<string>`${both.spend}::numeric(18, 2)`,
        ad_orders: both.ad_orders,
        ad_sales: sql<string>`${both.ad_sales}::numeric(18, 2)`,
        ...ratios(both),
        tacos: sql<string>`round(${both.spend} * 100 / nullif(${sales}, 0), 2)`,
      }),
    )
    .from(sold)
    .fullJoin(ads, sql`${sold.account_id} = ${ads.account_id} and ${sold.day} = ${ads.day} and ${sold.currency} = ${ads.currency}`)
    .as('q');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
/** `[startDate, endDate]` (marketplace days), default the 7 days before today; at most a year. */
export function adPeriod(data: Record<string, unknown>, days = 7): { from: string; to: string; length: number } {
  const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
  const to = typeof data.endDate === 'string' && DAY.test(data.endDate) ? data.endDate : yesterday;
  const from =
    typeof data.startDate === 'string' && DAY.test(data.startDate)
      ? data.startDate
      : new Date(Date.parse(to) - (days - 1) * 86400_000).toISOString().slice(0, 10);
  const length = (Date.parse(to) - Date.parse(from)) / 86400_000 + 1;
  if (length < 1) throw conflict('开始日期不能晚于结束日期');
  if (length > MAX_DAYS) throw conflict(`统计区间最长${MAX_DAYS}天`);
  return { from, to, length };
}

/** 按日投放 (getReleaseDataStatistics): each day's and currency's sums and ratios over the period. */
export function adDaily(exec: Executor, data: Record<string, unknown>, scope: SQL | undefined) {
  const { from, to } = adPeriod(data, 30);
  const s = sums();
  return exec
    .select({ day: adReports.report_date, currency: adReports.currency, ...s, ...ratios(s) })
    .from(adReports)
    .where(and(gte(adReports.report_date, from), lte(adReports.report_date, to), scope))
    .groupBy(adReports.report_date, adReports.currency)
    .orderBy(desc(adReports.report_date), asc(adReports.currency));
}

/** The advertising sums of one period per currency, with the advertised accounts' sales and TACoS. */
async function periodSums(exec: Executor, from: string, to: string, adWhere: SQL | undefined, orderWhere: SQL | undefined) {
  const s = sums();
  const ads = await exec
    .select({ currency: adReports.currency, ...s, ...ratios(s) })
    .from(adReports)
    .where(and(gte(adReports.report_date, from), lte(adReports.report_date, to), adWhere))
    .groupBy(adReports.currency);
  const sold = await exec
    .select({ currency: orders.currency, orders: sql<number>`count(*)::int`, sales: sql<string>`sum(${orders.total_amount})::text` })
    .from(orders)
    .where(
      and(
        ne(orders.status, '6'),
        sql`${orderDay} between ${from}::date and ${to}::date`,
        inArray(orders.account_id, new QueryBuilder().select({ id: adAccounts.account_id }).from(adAccounts)),
        orderWhere,
      ),
    )
    .groupBy(orders.currency);
  return { ads, sold };
}

const CHANGED = ['impressions', 'clicks', 'spend', 'ad_orders', 'ad_sales', 'orders', 'sales'] as const;

/**
 * 概况 (getThegeneralSituation): the period's figures per currency beside the same number of days before it —
 * impressions, clicks, CTR, spend, CPC, ad orders and sales, ACoS, ROAS, the advertised accounts' orders and sales, TACoS.
 */
export async function adOverview(exec: Executor, data: Record<string, unknown>, request: FastifyRequest) {
  const { from, to, length } = adPeriod(data);
  const before = (d: string, n: number) => new Date(Date.parse(d) - n * 86400_000).toISOString().slice(0, 10);
  const [now, prev] = [
    await periodSums(exec, from, to, adScope(request), orderScope(request)),
    await periodSums(exec, before(from, length), before(from, 1), adScope(request), orderScope(request)),
  ];
  // The currencies advertising spent in: an advertised account's sales in another currency have no spend to weigh.
  const currencies = [...new Set([...now.ads, ...prev.ads].map((r) => r.currency))].sort();
  const figuresOf = (p: typeof now, currency: string) => {
    const ad = p.ads.find((r) => r.currency === currency);
    const sold = p.sold.find((r) => r.currency === currency);
    const figures = ad ?? { impressions: 0, clicks: 0, spend: '0.00', ad_orders: 0, ad_sales: '0.00', ctr: null, cpc: null, acos: null, roas: null };
    const sales = sold?.sales ?? '0.00';
    return { ...figures, orders: sold?.orders ?? 0, sales, tacos: percentOf(figures.spend, sales) };
  };
  return {
    from,
    to,
    previous: { from: before(from, length), to: before(from, 1) },
    currencies: currencies.map((currency) => {
      const current = figuresOf(now, currency);
      const previous = figuresOf(prev, currency);
      // 环比: how much each sum moved against the period before, in percent (none when it was 0).
      const change = Object.fromEntries(CHANGED.map((k) => [k, percentOf(sumWireDecimals([String(current[k]), `-${previous[k]}`]), String(previous[k]))]));
      return { currency, current, previous, change };
    }),
  };
}
