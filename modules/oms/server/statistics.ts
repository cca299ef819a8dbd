// 业绩统计 (README "Achievement"): orders by sales account, by day, and those of accounts without a responsible
// salesperson (未匹配业务员), over a period of order days (China time, the day the spec's screens show), within the
// reader's data rules. Amounts are summed per currency, never across currencies.
import type { ExportKind } from '@entrepot/hub-server/module';
import { conflict, type RequestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { type SheetColumn, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { omsPlatforms, order } from '../entities/index.ts';
import { orders, refunds } from './oms.schema.ts';
import { foreign } from './services.ts';

type Method = 'getAccountStatisticsOrderList' | 'getAccountStatisticsByDateList' | 'getNotSellerStaTisTicsList';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

/** `[startDate, endDate]` in China days → the instants they span; default the last 30 days. */
function period(data: Record<string, unknown>): { from: Date; to: Date } {
  const end = typeof data.endDate === 'string' && DAY.test(data.endDate) ? data.endDate : new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const start =
    typeof data.startDate === 'string' && DAY.test(data.startDate)
      ? data.startDate
      : new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86400_000).toISOString().slice(0, 10);
  const from = new Date(`${start}T00:00:00+08:00`);
  const to = new Date(Date.parse(`${end}T00:00:00+08:00`) + 86400_000);
  if (!(from < to)) throw conflict('开始日期不能晚于结束日期');
  if ((to.getTime() - from.getTime()) / 86400_000 > MAX_DAYS) throw conflict(`统计区间最长${MAX_DAYS}天`);
  return { from, to };
}

/** What every view counts per group and currency. */
const figures = {
  currency: orders.currency,
  orders: sql<number>`count(*)::int`,
  quantity: sql<number>`coalesce(sum(${orders.total_quantity}), 0)::int`,
  amount: sql<string>`sum(${orders.total_amount})::text`,
  shipped: sql<number>`(count(*) filter (where ${orders.status} in ('4', '5')))::int`,
  cancelled: sql<number>`(count(*) filter (where ${orders.status} in ('6', '7', '8')))::int`,
};

/** The orders of the period (and platform) the reader may see. */
function withinPeriod(data: Record<string, unknown>, scope: SQL | undefined) {
  const { from, to } = period(data);
  return and(
    gte(orders.ordered_at, from),
    lt(orders.ordered_at, to),
    typeof data.platformCode === 'string' && data.platformCode ? sql`${orders.platform_code} = ${data.platformCode}` : undefined,
    scope,
  );
}

/** 业绩分析 (`/order/achievement/analysis`): per platform and month (China time) over the period. */
export function platformMonths(exec: Executor, data: Record<string, unknown>, scope: SQL | undefined) {
  const month = sql<string>`to_char(${orders.ordered_at} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return exec
    .select({ platform_code: orders.platform_code, month, ...figures })
    .from(orders)
    .where(withinPeriod(data, scope))
    .groupBy(orders.platform_code, month, orders.currency)
    .orderBy(desc(month), asc(orders.platform_code), asc(orders.currency));
}

export async function statistics(exec: Executor, method: Method, data: Record<string, unknown>, scope: SQL | undefined) {
  const a = foreign.salesAccounts;
  const within = withinPeriod(data, scope);
  if (method === 'getAccountStatisticsByDateList') {
    const day = sql<string>`to_char(${orders.ordered_at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
    return exec
      .select({ date: day, ...figures })
      .from(orders)
      .where(within)
      .groupBy(day, orders.currency)
      .orderBy(desc(day), asc(orders.currency));
  }
  const rows = exec
    .select({ account_id: orders.account_id, account_name: a.account_name, platform_code: orders.platform_code, team: a.team, ...figures })
    .from(orders)
    .innerJoin(a, sql`${a.id} = ${orders.account_id}`);
  const where = method === 'getNotSellerStaTisTicsList' ? and(within, isNull(a.responsible_staff_id)) : within;
  return rows.where(where).groupBy(orders.account_id, a.account_name, orders.platform_code, a.team, orders.currency).orderBy(desc(sql`count(*)`));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `accountId`: one sales account's orders only. */
function accountOf(data: Record<string, unknown>): SQL | undefined {
  if (data.accountId === undefined || data.accountId === '') return undefined;
  if (typeof data.accountId !== 'string' || !UUID.test(data.accountId)) throw conflict('销售账号不正确');
  return eq(orders.account_id, data.accountId);
}

/**
 * 独立站报表 (`/order/achievement/independent-report`): each standalone site (a sales account of platform 独立站) over
 * the period, per currency — orders, pieces, sales, 客单价, buyers (by e-mail, else name), 复购买家 (two orders or
 * more in the period), approved refunds and their share of sales; shipped and cancelled as everywhere.
 */
export function independentReport(exec: Executor, data: Record<string, unknown>, scope: SQL | undefined) {
  const a = foreign.salesAccounts;
  const refunded = exec
    .select({ order_id: refunds.order_id, amount: sql<string>`sum(${refunds.amount})`.as('refunded') })
    .from(refunds)
    .where(eq(refunds.status, 'approved'))
    .groupBy(refunds.order_id)
    .as('rf');
  const buyer = sql`lower(coalesce(nullif(trim(${orders.buyer_email}), ''), trim(${orders.buyer_name})))`;
  const perBuyer = exec
    .select({
      account_id: orders.account_id,
      currency: orders.currency,
      n: sql<number>`count(*)::int`.as('n'),
      quantity: sql<number>`coalesce(sum(${orders.total_quantity}), 0)::int`.as('quantity'),
      amount: sql<string>`sum(${orders.total_amount})`.as('amount'),
      refunded: sql<string>`coalesce(sum(${refunded.amount}), 0)`.as('refunded_amount'),
      shipped: figures.shipped.as('shipped'),
      cancelled: figures.cancelled.as('cancelled'),
    })
    .from(orders)
    .leftJoin(refunded, eq(refunded.order_id, orders.id))
    .where(and(withinPeriod({ ...data, platformCode: 'standalone' }, scope), accountOf(data)))
    .groupBy(orders.account_id, orders.currency, buyer)
    .as('b');
  const amount = sql`sum(${perBuyer.amount})`;
  return exec
    .select({
      account_id: perBuyer.account_id,
      account_name: a.account_name,
      platform_code: a.platform_code,
      team: a.team,
      currency: perBuyer.currency,
      orders: sql<number>`sum(${perBuyer.n})::int`,
      quantity: sql<number>`sum(${perBuyer.quantity})::int`,
      amount: sql<string>`${amount}::text`,
      average: sql<string>`round(${amount} / sum(${perBuyer.n}), 2)::text`,
      buyers: sql<number>`count(*)::int`,
      repeat_buyers: sql<number>`(count(*) filter (where ${perBuyer.n} > 1))::int`,
      refunded: sql<string>`sum(${perBuyer.refunded})::numeric(18, 2)::text`,
      refund_rate: sql<string>`case when ${amount} > 0 then round(sum(${perBuyer.refunded}) * 100 / ${amount}, 1)::text else '0.0' end`,
      shipped: sql<number>`sum(${perBuyer.shipped})::int`,
      cancelled: sql<number>`sum(${perBuyer.cancelled})::int`,
    })
    .from(perBuyer)
    .innerJoin(a, sql`${a.id} = ${perBuyer.account_id}`)
    .groupBy(perBuyer.account_id, a.account_name, a.platform_code, a.team, perBuyer.currency)
    .orderBy(desc(amount), asc(a.account_name));
}

type Rows = (exec: Executor, data: Record<string, unknown>, scope: SQL | undefined) => Promise<Record<string, unknown>[]>;
const gatewayView =
  (method: Method): Rows =>
  (exec, data, scope) =>
    statistics(exec, method, data, scope);

/** The views of 业绩统计 (`/order/achievement/statistics`: the gateway's three methods) and 业绩分析 (`platform`). */
export const STATISTICS_VIEWS = {
  date: { rows: gatewayView('getAccountStatisticsByDateList'), label: '每日销售业绩' },
  account: { rows: gatewayView('getAccountStatisticsOrderList'), label: '账号业绩' },
  unmatched: { rows: gatewayView('getNotSellerStaTisTicsList'), label: '未匹配业务员业绩' },
  platform: { rows: platformMonths, label: '平台月度业绩' },
  independent: { rows: independentReport, label: '独立站报表' },
} as const satisfies Record<string, { rows: Rows; label: string }>;
export type StatisticsView = keyof typeof STATISTICS_VIEWS;

const FIGURE_COLUMNS: SheetColumn[] = [
  { key: 'currency', label: '币种' },
  { key: 'orders', label: '订单数' },
  { key: 'quantity', label: '件数' },
  { key: 'amount', label: '销售额' },
  { key: 'shipped', label: '已发货订单' },
  { key: 'cancelled', label: '取消/拦截/退货订单' },
];
const INDEPENDENT_COLUMNS: SheetColumn[] = [
  { key: 'average', label: '客单价' },
  { key: 'buyers', label: '买家数' },
  { key: 'repeat_buyers', label: '复购买家' },
  { key: 'refunded', label: '退款金额' },
  { key: 'refund_rate', label: '退款率(%)' },
];
const ACCOUNT_COLUMNS: SheetColumn[] = [
  { key: 'account_name', label: '销售账号' },
  { key: 'platform_code', label: '平台' },
  { key: 'team', label: '团队' },
];

/** The view's rows as the REST route and the export answer them: `?startDate&endDate&platformCode` (China days). */
export function statisticsOf(exec: Executor, view: StatisticsView, query: Record<string, unknown>, scope: SQL | undefined) {
  return STATISTICS_VIEWS[view].rows(exec, query, scope);
}

/** 导出 of one view: the same rows, under the reader's data rules on orders. */
export function statisticsExport(database: Database, view: StatisticsView, scopeOf: (user: RequestUser) => SQL | undefined): ExportKind {
  const first: Record<StatisticsView, SheetColumn[]> = {
    date: [{ key: 'date', label: '日期' }],
    account: ACCOUNT_COLUMNS,
    unmatched: ACCOUNT_COLUMNS,
    platform: [
      { key: 'month', label: '月份' },
      { key: 'platform_code', label: '平台' },
    ],
    independent: [{ key: 'account_name', label: '站点' }],
  };
  const columns = [...first[view], ...FIGURE_COLUMNS, ...(view === 'independent' ? INDEPENDENT_COLUMNS : [])];
  return {
    kind: `oms.statistics.${view}`,
    label: STATISTICS_VIEWS[view].label,
    permission: order.permission('export'),
    async write({ query, user, path, progress }) {
      const read = (await statisticsOf(database.db, view, query, scopeOf(user))) as Record<string, string | number | null>[];
      // The platform by its name, as the screen shows it.
      const rows = read.map((r) =>
        r.platform_code ? { ...r, platform_code: omsPlatforms.find((p) => p.value === r.platform_code)?.label ?? r.platform_code } : r,
      );
      return writeXlsx(
        path,
        columns,
        (async function* () {
          yield rows;
        })(),
        (done) => progress(done, rows.length),
      );
    },
  };
}
