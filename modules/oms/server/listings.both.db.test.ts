// 平台刊登, 库存调整 and SKU库存调整 through the real app (README "Listings and stock pushes"): a listing takes its
// account's platform (another platform's account refused on a platform's screen); the quantity a push would send
// is the share of what is available beyond the reserve (in the listing's warehouse, else all), or the fixed figure;
// 推送库存 sends it through the marketplace and keeps the answer; a refusal is kept in the platform's words.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, SERVICE } from '../entities/index.ts';
import { marketplaceAdapter } from './adapters.ts';
import { pushDueListings } from './schedule.ts';
import { omsServices } from './services.ts';
import { receive, salesAccount, skuWith, warehouseWith } from './test-kit.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer> =>
  (await t.call({ method, url: `${SERVICE}${BASE}/${path}`, as: admin, ...(payload ? { payload } : {}) })).body;
let amazon: { id: string };
let walmart: { id: string };
let sku: string;
let east: string;

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  amazon = await salesAccount(t, 'amz-list');
  walmart = await salesAccount(t, 'wm-list', 'walmart');
  sku = await skuWith(t, 'LST-RED-M');
  east = await warehouseWith(t, 'WH-EAST');
  const west = await warehouseWith(t, 'WH-WEST');
  await receive(t, east, 'LST-RED-M', 60);
  await receive(t, west, 'LST-RED-M', 45);
});
afterAll(async () => t?.close());

describe('平台刊登与库存推送', () => {
  it('offers each platform its share and pushes it, keeping what the platform said', async () => {
    const shared = await call('POST', 'listings/amazon', { account_id: amazon.id, platform_sku: 'AMZ-LST-1', sku_id: sku, share_percent: 50, safety_stock: 5 });
    expect(shared.code, shared.message).toBe(10000);
    expect(shared.data.platform_code).toBe('amazon');
    const own = await call('POST', 'listings/amazon', {
      account_id: amazon.id,
      platform_sku: 'AMZ-LST-2',
      sku_id: sku,
      warehouse_id: east,
      share_percent: 100,
    });
    expect(own.code, own.message).toBe(10000);
    const fixed = await call('POST', 'listings/walmart', {
      account_id: walmart.id,
      platform_sku: 'UNKNOWN-9',
      sku_id: sku,
      share_percent: 100,
      fixed_quantity: 7,
    });
    expect(fixed.code, fixed.message).toBe(10000);
    const wrong = await call('POST', 'listings/amazon', { account_id: walmart.id, platform_sku: 'WM-ON-AMZ', sku_id: sku, share_percent: 100 });
    expect(wrong.code).not.toBe(10000);
    expect((await call('GET', 'listings/amazon')).data.total).toBe(2);
    expect((await call('GET', 'listings/walmart')).data.total).toBe(1);

    const stock = (await call('GET', 'listings/stock?sort=platform_sku')).data.list;
    expect(stock.map((r: Record<string, unknown>) => [r.platform_sku, r.warehouse, r.available, r.push_quantity])).toEqual([
      ['AMZ-LST-1', '全部仓库', 105, 50], // (105 − 5) × 50%
      ['AMZ-LST-2', 'WH-EAST', 60, 60],
      ['UNKNOWN-9', '全部仓库', 105, 7],
    ]);
    const pushed = await call('POST', 'listings/push', { ids: [shared.data.id, own.data.id, fixed.data.id] });
    expect(pushed.data).toEqual({ pushed: 2, failed: 1 });
    const after = (await call('GET', 'listings/stock?sort=platform_sku')).data.list;
    expect(after.map((r: Record<string, unknown>) => [r.platform_sku, r.pushed_quantity, r.push_error])).toEqual([
      ['AMZ-LST-1', 50, null],
      ['AMZ-LST-2', 60, null],
      ['UNKNOWN-9', null, '平台返回：该SKU不存在或已下架'],
    ]);
    // Per SKU: 105 available, 110 offered across the listings pushed: 5 oversold.
    const bySku = (await call('GET', 'listings/sku-stock')).data.list;
    expect(bySku).toEqual([expect.objectContaining({ sku_code: 'LST-RED-M', available: 105, listings: 3, pushed_total: 110, oversold: 5 })]);
    expect((await call('POST', 'listings/push', { ids: [] })).message).toContain('请选择刊登');

    // The scheduled round pushes only what moved: the refused listing again, and the share once more stock arrives.
    const round = () => pushDueListings(t.db.database, omsServices(), marketplaceAdapter());
    expect(await round()).toEqual({ pushed: 0, failed: 1 });
    await receive(t, east, 'LST-RED-M', 20);
    expect(await round()).toEqual({ pushed: 2, failed: 1 });
    const moved = (await call('GET', 'listings/stock?sort=platform_sku')).data.list;
    expect(moved.map((r: Record<string, unknown>) => [r.platform_sku, r.pushed_quantity])).toEqual([
      ['AMZ-LST-1', 60], // (125 − 5) × 50%
      ['AMZ-LST-2', 80],
      ['UNKNOWN-9', null],
    ]);
    const log = (await call('GET', `listings/amazon/${own.data.id}/logs`)).data;
    expect(JSON.stringify(log)).toContain('定时推送库存');
  });
});
