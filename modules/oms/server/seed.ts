// Demo orders (SEED_DEMO, first start): three sales accounts connected to the fake marketplace and pulled once —
// a few hundred orders over two days, some waiting to merge, some without a postal code (异常), a blacklisted
// buyer, a big order held by a rule —, then the older half of the packages audited (some run out of stock) and
// some of those pushed.

import { sku } from '@entrepot/module-catalogue';
import { stockBySkuSource } from '@entrepot/module-wms';
import { newId } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type Actor, systemActor, tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdsAdapter } from '../domain/ads.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { authorizeAdAccounts, syncAdAccounts, syncAdReports } from './ads.ts';
import { pushListings } from './listings.ts';
import { markOrders } from './marking.ts';
import { adAccounts, blacklistEntries, orders, packages } from './oms.schema.ts';
import { auditPackages, packageShipped, pushPackages } from './packages.ts';
import { pullAccount } from './pull.ts';
import { foreign, type OmsServices } from './services.ts';

const DEMO: Actor = systemActor('演示数据');
const CONNECTED = ['amz-us-home', 'walmart-us-main', 'temu-us-main', 'site-hl-us'];

const condition = (field: string, operator: string, value: string) => ({ field, operator, value });
const action = (a: string, value = '') => ({ action: a, value });

export async function seedOms(database: Database, s: OmsServices, adapter: MarketplaceAdapter, ads: AdsAdapter): Promise<void> {
  const [w] = await database.db.select({ code: foreign.warehouses.code }).from(foreign.warehouses).where(eq(foreign.warehouses.name, '美西海外仓'));
  await database.tx(async (tx) => {
    const rules = [
      {
        kind: 'abnormal',
        name: '大额订单人工确认',
        priority: 10,
        conditions: [condition('total_amount', 'gt', '200')],
        actions: [action('flag', '订单金额超过200，请人工确认')],
      },
      { kind: 'abnormal', name: '超重订单', priority: 20, conditions: [condition('weight', 'gt', '5')], actions: [action('flag', '重量超过5kg')] },
      {
        kind: 'designated',
        name: 'Walmart美国订单走美西仓',
        priority: 10,
        conditions: [condition('platform_code', 'eq', 'walmart'), condition('country', 'eq', 'US')],
        actions: [action('assign_warehouse', w?.code ?? '')],
      },
      {
        kind: 'designated',
        name: '欧洲订单走云途专线',
        priority: 20,
        conditions: [condition('country', 'in', 'GB,DE,FR')],
        actions: [action('assign_channel', 'YT-GLOBAL')],
      },
      {
        kind: 'designated',
        name: '北美订单走燕文小包',
        priority: 30,
        conditions: [condition('country', 'in', 'US,CA')],
        actions: [action('assign_channel', 'YW-TRACK')],
      },
      {
        kind: 'withdraw',
        name: 'Amazon/Temu买家取消自动撤单',
        priority: 10,
        conditions: [condition('platform_code', 'in', 'amazon,temu')],
        actions: [action('withdraw')],
      },
      { kind: 'mark', name: 'Walmart订单', priority: 10, conditions: [condition('platform_code', 'eq', 'walmart')], actions: [action('mark', 'Walmart')] },
    ];
    for (const r of rules) await s.rule.create(tx, r, DEMO);
    await tx
      .insert(blacklistEntries)
      .values({ id: newId(), type: 'buyer', value: 'Ahmed Khan', reason: '多次恶意退款', entry_key: 'buyer:ahmed khan' })
      .onConflictDoNothing();
  });
  const a = foreign.salesAccounts;
  const accounts = await database.db
    .select({ id: a.id, account_name: a.account_name, platform_code: a.platform_code })
    .from(a)
    .where(inArray(a.account_name, CONNECTED));
  for (const account of accounts) {
    await pullAccount(
      database,
      s,
      adapter,
      { id: account.id, account_name: account.account_name, platform_code: String(account.platform_code) },
      { pageSize: 100 },
    );
  }
  // Events of the seed's postings are stored but delivered to no one: this outbox is not deferred, so the server's
  // does not adopt them.
  const outbox = new Outbox(database);
  // The older half of the packages audited (stock runs short for some), a third of those pushed.
  const waiting = await database.db.select({ id: packages.id }).from(packages).where(eq(packages.status, '20')).orderBy(asc(packages.ordered_at));
  const older = waiting.slice(0, Math.floor(waiting.length / 2)).map((p) => p.id);
  await database.tx((tx) => auditPackages(tx, s, outbox, older, DEMO));
  const ready = await database.db.select({ id: packages.id }).from(packages).where(eq(packages.status, '50')).orderBy(asc(packages.ordered_at));
  await database.tx((tx) =>
    pushPackages(
      tx,
      s,
      outbox,
      ready.slice(0, Math.ceil(ready.length / 3)).map((p) => p.id),
      DEMO,
    ),
  );
  // The oldest pushed packages left the warehouse (one in four without a tracking number), and their platforms
  // were told: those refused wait in 标记失败.
  const pushed = await database.db.select({ code: packages.code }).from(packages).where(eq(packages.status, '70')).orderBy(asc(packages.ordered_at)).limit(12);
  await database.tx(async (tx) => {
    for (const [i, p] of pushed.entries())
      await packageShipped(
        tx,
        s,
        { code: String(p.code), tracking_no: i % 4 === 3 ? undefined : `YT2611${String(27000 + i)}`, shipped_at: new Date().toISOString() },
        DEMO,
      );
    const shipped = await tx
      .update(orders)
      .set({ mark_status: 'pending' })
      .where(and(eq(orders.status, '5'), inArray(orders.source, ['pull', 'import'])))
      .returning({ id: orders.id });
    await markOrders(
      tx,
      s,
      adapter,
      shipped.map((o) => o.id),
      DEMO,
    );
  });
  await seedListings(database, s, adapter, accounts);
  await seedAfterSales(database, s);
  await seedAds(database, s, ads);
}

/** 广告: every Amazon account's profile found, three of them authorised and their last 14 days' SP reports read. */
async function seedAds(database: Database, s: OmsServices, ads: AdsAdapter) {
  await database.tx((tx) => syncAdAccounts(tx, s, ads, DEMO));
  const a = foreign.salesAccounts;
  const chosen = await database.db
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .innerJoin(a, eq(a.id, adAccounts.account_id))
    .where(inArray(a.account_name, ['amz-us-home', 'amz-us-outdoor', 'amz-ca-home']));
  const ids = chosen.map((c) => c.id);
  await database.tx((tx) => authorizeAdAccounts(tx, s, ads, ids, DEMO));
  await syncAdReports(database, s, ads, { ids, days: 14 }, DEMO);
}

/** Listings of the connected Amazon and Walmart accounts: eight SKUs each (one with a reserve, one fixed), pushed once. */
async function seedListings(database: Database, s: OmsServices, adapter: MarketplaceAdapter, accounts: { id: unknown; platform_code: unknown }[]) {
  const skus = tableOf(sku);
  // The SKUs the warehouses hold most of (the ledger keys stock by SKU code).
  const stock = stockBySkuSource();
  const some = await database.db
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .innerJoin(stock, eq(stock.sku_id, skus.code))
    .orderBy(desc(stock.available), asc(skus.code))
    .limit(8);
  await database.tx(async (tx) => {
    const made: string[] = [];
    for (const account of accounts.filter((a) => a.platform_code === 'amazon' || a.platform_code === 'walmart'))
      for (const [i, k] of some.entries()) {
        const row = await s.listing.create(
          tx,
          {
            account_id: account.id,
            platform_code: account.platform_code,
            platform_sku: `${String(account.platform_code).slice(0, 3).toUpperCase()}-${k.code}`,
            sku_id: k.id,
            share_percent: i % 3 === 0 ? 50 : 100,
            safety_stock: i % 4 === 1 ? 5 : 0,
            ...(i === 7 ? { fixed_quantity: 10 } : {}),
          },
          DEMO,
        );
        made.push(row.id);
      }
    await pushListings(tx, s, adapter, made, DEMO);
  });
}

const REASONS = ['not_received', 'damaged', 'wrong_item', 'not_as_described', 'buyer_remorse'];

/** Refunds (some from the platforms, some pending, one rejected) and complaints on the older orders. */
async function seedAfterSales(database: Database, s: OmsServices): Promise<void> {
  const some = await database.db.select().from(orders).orderBy(asc(orders.ordered_at)).limit(24);
  await database.tx(async (tx) => {
    for (const [i, o] of some.entries()) {
      const copied = {
        order_code: o.code,
        platform_order_id: o.platform_order_id,
        platform_code: o.platform_code,
        account_id: o.account_id,
        currency: o.currency,
      };
      if (i % 2 === 0) {
        const amount = (Number(o.total_amount) / (i % 4 === 0 ? 1 : 2)).toFixed(2);
        const made = await s.refund.create(
          tx,
          { order_id: o.id, refund_type: i % 6 === 0 ? 'return' : 'refund', reason: REASONS[i % REASONS.length], amount, remark: '买家申请退款' },
          DEMO,
          { ...copied, source: i % 4 === 0 ? 'platform' : 'manual' },
        );
        if (i === 2)
          await s.refund.setState(
            tx,
            [made.id],
            {
              field: 'status',
              from: ['pending'],
              to: 'rejected',
              action: 'reject',
              extra: { reject_reason: '买家已签收且无质量问题', audited_at: new Date() },
            },
            DEMO,
          );
      } else if (i % 5 === 1) {
        await s.complaint.create(tx, { order_id: o.id, type: i % 3 === 0 ? 'logistics' : 'quality', content: '买家反馈商品与描述不符，要求处理' }, DEMO, {
          order_code: o.code,
          platform_code: o.platform_code,
          account_id: o.account_id,
          status: 'open',
        });
      }
    }
  });
}
