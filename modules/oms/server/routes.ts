// `/api-oms/api/v1/oms/…` (README "Routes"): the declared resources — orders (手工订单 is the create), packages,
// rules of each kind, blacklist, pull states — and the commands that move orders and packages.
import { type EntityRoutes, type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { conflict, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { commandRoute, readRoute, requestActor, rowScope } from '@entrepot/server-kit/entity';
import { sendXlsx } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AdsAdapter } from '../domain/ads.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { TEMPLATE_COLUMNS } from '../domain/order-report.ts';
import { BASE, listingResources, OMS_CODES, order, platformOrderResources, omsResources as R, ruleResources } from '../entities/index.ts';
import { type AdsRoutes, adsRoutes } from './ads-routes.ts';
import { auditRefunds, fromOrder } from './after-sales.ts';
import { recheckOrders } from './check.ts';
import { listingRoutes } from './listings.ts';
import { markedByHand, markOrders } from './marking.ts';
import { orderLines, orders, packages, refunds } from './oms.schema.ts';
import { packageExtraRoutes } from './package-extras.ts';
import { auditPackages, cancelPackages, pushPackages } from './packages.ts';
import { keepApart, mergeOrders, packOrders, splitOrder } from './packing.ts';
import { pendingMatters } from './pending.ts';
import { pullAccount } from './pull.ts';
import { importReport } from './report-import.ts';
import { foreign, type OmsServices } from './services.ts';
import { shortageTrack, trackShortages } from './shortage.ts';
import { STATISTICS_VIEWS, type StatisticsView, statisticsExport, statisticsOf } from './statistics.ts';
import { blacklistRules, listingRules, orderRules, ruleRules } from './write-rules.ts';

const ids = z.object({ ids: z.array(z.uuid('记录编号不正确'), '请选择记录').min(1, '请选择记录').max(500, '一次最多处理500条') });
const portion = z.object({ line_id: z.uuid('订单明细不正确'), quantity: z.number('请填写数量').int('数量须为整数').min(0).max(100_000) });
const split = z.object({ id: z.uuid('记录编号不正确'), packages: z.array(z.array(portion).max(200)).min(2, '请至少拆成两个包裹').max(20, '最多拆成20个包裹') });
/** The template's example row: one order of two lines would repeat it with another SKU. */
const TEMPLATE_EXAMPLE: Record<string, string> = {
  platform_order_id: '112-0000000-0000001',
  ordered_at: '2026-11-20 08:30:00',
  buyer_name: 'James Smith',
  buyer_email: 'james@example.com',
  phone: '+1 555 0100',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  address1: '100 Market Street',
  address2: '',
  postal_code: '90012',
  currency: 'USD',
  total_amount: '25.98',
  platform_sku: 'TS001-BLK-M',
  title: 'T-shirt',
  quantity: '2',
  price: '12.99',
};

export const refundAudit = z.object({
  ids: z.array(z.uuid('记录编号不正确'), '请选择退款单').min(1, '请选择退款单').max(200, '一次最多审核200条'),
  approved: z.boolean('请选择审核结果'),
  reason: z.string().trim().max(300, '驳回原因最长300个字符').optional(),
});
const pullBody = z.object({ account_id: z.uuid('请选择销售账号') });

/** The ids the user's data rules let a command touch, or a refusal naming what is missing. */
async function within(
  tx: Tx,
  column: PgColumn,
  table: typeof orders | typeof packages | typeof refunds,
  wanted: string[],
  scope: SQL | undefined,
  label: string,
) {
  const found = await tx
    .select({ id: column })
    .from(table)
    .where(scope ? and(inArray(column, wanted), scope) : inArray(column, wanted));
  if (found.length !== new Set(wanted).size) throw conflict(`部分${label}不存在或无权限`);
  return wanted;
}

export function omsRoutes(
  app: FastifyInstance,
  ctx: ModuleContext,
  s: OmsServices,
  pulls: { adapter: MarketplaceAdapter; arrivals: OmsServices; ads: AdsAdapter },
): { $: Record<string, EntityRoutes>; ads: AdsRoutes } {
  const { database, outbox } = ctx;
  const $ = mountResources(app, ctx, s.registry, {
    order: { resource: R.order, service: s.order, rules: orderRules(() => s) },
    package: { resource: R.package, service: s.package },
    shortage: { resource: R.shortage, service: s.package, fixed: { status: '40' } },
    markFail: { resource: R.markFail, service: s.order, fixed: { mark_status: 'failed' } },
    ...Object.fromEntries(
      Object.entries(listingResources).map(([platform, resource]) => [
        `${platform}Listing`,
        { resource, service: s.listing, fixed: { platform_code: platform }, rules: listingRules },
      ]),
    ),
    blacklist: { resource: R.blacklist, service: s.blacklist, rules: blacklistRules },
    pullState: { resource: R.pullState, service: s.pullState },
    refund: { resource: R.refund, service: s.refund, rules: fromOrder },
    afterSales: { resource: R.afterSales, service: s.refund, fixed: { source: 'platform' } },
    complaint: { resource: R.complaint, service: s.complaint, rules: fromOrder },
    adAccount: { resource: R.adAccount, service: s.adAccount },
    ...Object.fromEntries(Object.entries(ruleResources).map(([kind, resource]) => [kind, { resource, service: s.rule, fixed: { kind }, rules: ruleRules }])),
    ...Object.fromEntries(
      Object.entries(platformOrderResources).map(([platform, resource]) => [
        `${platform}Order`,
        { resource, service: s.order, fixed: { platform_code: platform } },
      ]),
    ),
  } as Parameters<typeof mountResources>[3]);

  const orderIds = async (request: FastifyRequest, tx: Tx) =>
    within(tx, orders.id, orders, parse(ids, request.body).ids, $.order!.access(request).scope, '订单');
  const packageIds = async (request: FastifyRequest, tx: Tx) =>
    within(tx, packages.id, packages, parse(ids, request.body).ids, $.package!.access(request).scope, '包裹');
  const orderCommand = (path: string, run: (request: FastifyRequest, tx: Tx) => Promise<unknown>) =>
    app.post(`${BASE}/orders/${path}`, commandRoute(database, run, OMS_CODES.handle));
  const packageCommand = (path: string, code: string, run: (tx: Tx, wanted: string[], request: FastifyRequest) => Promise<unknown>) =>
    app.post(
      `${BASE}/packages/${path}`,
      commandRoute(database, async (request, tx) => run(tx, await packageIds(request, tx), request), code),
    );

  orderCommand('recheck', async (r, tx) => ({ moved: await recheckOrders(tx, s, await orderIds(r, tx), requestActor(r)) }));
  /** 清除异常: a person let the held orders through: every line must have its SKU and the order a warehouse. */
  orderCommand('clear', async (r, tx) => {
    const wanted = await orderIds(r, tx);
    const rows = await tx.select().from(orders).where(inArray(orders.id, wanted));
    for (const o of rows) {
      if (o.status !== '1' && o.status !== '8') throw conflict(`订单 ${o.code} 不是异常或拦截订单`);
      if (!o.warehouse_id) throw conflict(`订单 ${o.code} 未指定发货仓库，请先编辑订单`);
    }
    const [unmatched] = await tx
      .select({ code: orders.code })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.order_id))
      .where(and(inArray(orderLines.order_id, wanted), isNull(orderLines.sku_id)))
      .limit(1);
    if (unmatched) throw conflict(`订单 ${unmatched.code} 有未匹配的SKU，请先编辑订单明细`);
    const moved = await s.order.setState(
      tx,
      wanted,
      { field: 'status', from: ['1', '8'], to: '2', action: 'clear', extra: { exception_reason: null } },
      requestActor(r),
    );
    return {
      moved: moved.length,
      packages: await packOrders(
        tx,
        s,
        moved.map((m) => String(m.id)),
        requestActor(r),
      ),
    };
  });
  /** 重新标记: the chosen orders in 标记失败 (or still 待标记) told to their platforms again, now. */
  orderCommand('mark', async (r, tx) => markOrders(tx, s, pulls.adapter, await orderIds(r, tx), requestActor(r)));
  /** 已手工标记: a person marked them in the platform's own back office. */
  orderCommand('mark-manual', async (r, tx) => markedByHand(tx, s, await orderIds(r, tx), requestActor(r)));
  orderCommand('pack', async (r, tx) => ({ packages: await packOrders(tx, s, await orderIds(r, tx), requestActor(r)) }));
  orderCommand('merge', async (r, tx) => ({ package: await mergeOrders(tx, s, await orderIds(r, tx), requestActor(r)) }));
  orderCommand('keep-apart', async (r, tx) => ({ packages: await keepApart(tx, s, await orderIds(r, tx), requestActor(r)) }));
  app.post(
    `${BASE}/orders/split`,
    commandRoute(
      database,
      async (r, tx) => {
        const body = parse(split, r.body);
        await within(tx, orders.id, orders, [body.id], $.order!.access(r).scope, '订单');
        return { packages: await splitOrder(tx, s, body.id, body.packages, requestActor(r)) };
      },
      OMS_CODES.handle,
    ),
  );
  /** 立即拉单: one sales account's pull now (the schedule runs it too). */
  app.post(
    `${BASE}/orders/pull`,
    // Not one transaction: the pull stores page by page, each in its own (server/pull.ts).
    readRoute(async (r) => {
      const { account_id } = parse(pullBody, r.body);
      const a = foreign.salesAccounts;
      const [account] = await database.db
        .select({ id: a.id, account_name: a.account_name, platform_code: a.platform_code })
        .from(a)
        .where(eq(a.id, account_id));
      if (!account) throw conflict('销售账号不存在');
      return pullAccount(
        database,
        pulls.arrivals,
        pulls.adapter,
        { id: account.id, account_name: account.account_name, platform_code: String(account.platform_code) },
        { outbox },
      );
    }, OMS_CODES.pull),
  );
  packageCommand('audit', OMS_CODES.audit, (tx, wanted, r) => auditPackages(tx, s, outbox, wanted, requestActor(r)));
  packageCommand('push', OMS_CODES.push, (tx, wanted, r) => pushPackages(tx, s, outbox, wanted, requestActor(r)));
  /** 缺货跟踪: `{ids, shortage_status, shortage_note?}` of packages still 缺货. */
  packageCommand('track', OMS_CODES.track, (tx, wanted, r) => trackShortages(tx, s, wanted, parse(shortageTrack, r.body), requestActor(r)));
  packageExtraRoutes(app, database, s, $.package!);
  listingRoutes(app, database, s, pulls.adapter, $.amazonListing!);
  const ads = adsRoutes(app, database, s, pulls.ads, $.adAccount!);
  packageCommand('cancel', OMS_CODES.cancel, async (tx, wanted, r) => ({ cancelled: await cancelPackages(tx, s, outbox, wanted, requestActor(r)) }));
  /** 待处理事项: what waits for whom, within the reader's rules (any signed-in user; each list only when readable). */
  app.get(
    `${BASE}/pending`,
    readRoute((r) => pendingMatters(database, s, $, r)),
  );
  /** 业绩统计, 业绩分析, 独立站报表: `statistics/<date|account|unmatched|platform|independent>?startDate&endDate&platformCode`, and each view's export. */
  for (const view of Object.keys(STATISTICS_VIEWS) as StatisticsView[]) {
    app.get(
      `${BASE}/statistics/${view}`,
      readRoute((r) => statisticsOf(database.db, view, withoutEmpty(r.query), $.order!.access(r).scope), order.permission('read')),
    );
    const exporting = ctx.fileTasks?.exportKind(statisticsExport(database, view, (user) => rowScope(order, orders, user.access)));
    if (exporting) app.get(`${BASE}/statistics/${view}/export`, exporting);
  }
  /** 订单导入: multipart `files[]` + `account_id`; answers what was stored and each bad row. */
  ctx.files?.mountUpload(app, `${BASE}/orders/import`, { permission: order.permission('import') }, (request, files, fields) =>
    importReport(database, pulls.arrivals, files, fields.account_id ?? '', requestActor(request)),
  );
  app.get(`${BASE}/orders/import-template`, {
    config: { permission: order.permission('import') },
    handler: (_request, reply) =>
      sendXlsx(
        reply,
        '订单导入模板.xlsx',
        TEMPLATE_COLUMNS.map((c) => ({ key: c.field, label: c.label })),
        (async function* () {
          yield [TEMPLATE_EXAMPLE];
        })(),
      ),
  });
  /** 审核 of refunds: `{ids, approved, reason}` (a rejection says why). */
  app.post(
    `${BASE}/refunds/audit`,
    commandRoute(
      database,
      async (r, tx) => {
        const body = parse(refundAudit, r.body);
        const wanted = await within(tx, refunds.id, refunds, body.ids, $.refund!.access(r).scope, '退款单');
        return { audited: await auditRefunds(tx, s, outbox, wanted, body, requestActor(r)) };
      },
      OMS_CODES.refundAudit,
    ),
  );
  return { $, ads };
}
