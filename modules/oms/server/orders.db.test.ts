// Orders through the real app (README "Order → package"): a 手工订单 is checked and packed; the rules hold a
// blacklisted buyer until 清除异常; two orders of one buyer and address wait in 待合并 until 合并; 拆分; packages
// audited (stock reserved or 缺货), pushed (or 推送失败 without a channel), 撤销 (stock back, orders 待拆分); the
// warehouse's shipment; the palette; a user limited to one sales account sees and moves only its orders.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { systemActor } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingOrder } from '../domain/incoming.ts';
import { BASE, SERVICE } from '../entities/index.ts';
import { PACKAGE_SHIPPED } from './events.ts';
import { ingestOrders } from './ingest.ts';
import { omsServices } from './services.ts';
import { anOrder, receive, salesAccount, skuWith, sqlOf, warehouseWith } from './test-kit.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, as = admin): Promise<Answer> =>
  (await t.call({ method, url: path.startsWith('/') ? path : `${SERVICE}${BASE}/${path}`, as, ...(payload ? { payload } : {}) })).body;
const sql = sqlOf(() => t);
const s = omsServices();
const SYSTEM = systemActor('测试');
let account: Awaited<ReturnType<typeof salesAccount>>;
let W: string;

const arrive = (...orders: ReturnType<typeof anOrder>[]) =>
  t.db.database.tx((tx) =>
    ingestOrders(
      tx,
      s,
      account,
      orders.map(
        (o) =>
          ({
            buyer_email: '',
            phone: '',
            state: '',
            address2: '',
            city: '',
            address1: '',
            postal_code: '',
            ...o,
            lines: o.lines.map((l) => ({ title: '', ...l })),
          }) as never,
      ),
      'pull',
      SYSTEM,
    ),
  );
const orderOf = async (id: string) => (await sql('select * from oms.orders where id = $1', [id]))[0];
const packagesOf = async (orderId: string) =>
  sql('select p.* from oms.packages p where exists (select 1 from oms.package_lines l where l.package_id = p.id and l.order_id = $1) order by p.code', [
    orderId,
  ]);

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  account = await salesAccount(t, 'amz-test');
  W = await warehouseWith(t, 'WH-OMS');
  await skuWith(t, 'OMS-RED-M');
  await skuWith(t, 'OMS-BLU-L', '2.500');
  await sql(
    "insert into catalogue.sku_mappings (id, platform_code, platform_sku, sku_id) select $1, 'amazon', 'AMZ-RED', id from catalogue.skus where code = 'OMS-RED-M'",
    [newId()],
  );
  await sql("insert into logistics.channels (id, code, name, company_id, transport_type, status) values ($1, 'CH-1', '测试渠道', $2, 'express', 'enabled')", [
    newId(),
    newId(),
  ]);
});
afterAll(async () => t?.close());

describe('订单进入', () => {
  it('stores an order once however often it arrives, matches SKUs by mapping or code, and packs a clean one', async () => {
    const o = anOrder({ sku: 'AMZ-RED', quantity: 2 });
    const first = await arrive(o, o);
    expect(first).toMatchObject({ duplicates: 1 });
    expect((await arrive(o)).duplicates).toBe(1);
    const row = await orderOf(first.created[0]!);
    expect(row).toMatchObject({
      status: '3',
      platform_code: 'amazon',
      total_quantity: 2,
      weight: '0.600',
      warehouse_id: W,
      code: expect.stringMatching(/^SO\d{8}-\d{5}$/),
    });
    const [line] = await sql('select * from oms.order_lines where order_id = $1', [row.id]);
    expect(line).toMatchObject({ sku_code: 'OMS-RED-M', amount: '40.00' });
    const [p] = await packagesOf(row.id);
    expect(p).toMatchObject({ status: '20', order_codes: row.code, warehouse_id: W, total_quantity: 2 });
  });

  it('a 手工订单 through the route is checked by the rules like any other', async () => {
    const made = await call('POST', 'order', { ...anOrder({ sku: 'NOPE-1' }), account_id: account.id });
    expect(made.code, made.message).toBe(10000);
    expect(await orderOf(made.data.id)).toMatchObject({ status: '1', exception_reason: 'SKU未匹配', source: 'manual' });
    const bad = await call('POST', 'order', { ...anOrder({ sku: 'X' }), account_id: account.id, lines: [] });
    expect(bad.code).not.toBe(10000);
  });
});

describe('规则', () => {
  it('holds a blacklisted buyer and a rule’s match; 清除异常 lets it through; 重新检查 runs the rules again', async () => {
    expect((await call('POST', 'blacklist', { type: 'buyer', value: '  bad   GUY ', reason: '欺诈' })).code).toBe(10000);
    const rule = await call('POST', 'rules/abnormal', {
      kind: 'mark',
      name: '大额',
      priority: 5,
      enabled: true,
      conditions: [{ field: 'total_amount', operator: 'gt', value: '500' }],
      actions: [{ action: 'flag', value: '金额超过500' }],
    });
    expect(rule.code, rule.message).toBe(10000);
    expect(rule.data.kind).toBe('abnormal');
    const mark = await call('POST', 'rules/mark', {
      name: '美国',
      priority: 1,
      enabled: true,
      conditions: [{ field: 'country', operator: 'in', value: 'US,CA' }],
      actions: [{ action: 'mark', value: '北美' }],
    });
    expect(mark.code, mark.message).toBe(10000);
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Bad Guy' }), anOrder({ sku: 'OMS-RED-M', amount: '600.00' }));
    const [black, big] = await Promise.all(created.map(orderOf));
    expect(black).toMatchObject({ status: '1', exception_reason: '黑名单（买家：bad   GUY）', marks: '北美' });
    expect(big).toMatchObject({ status: '1', exception_reason: '金额超过500' });
    expect((await call('POST', 'orders/recheck', { ids: [big.id] })).data.moved).toBe(1);
    expect((await orderOf(big.id)).status).toBe('1'); // the rule still holds it
    const cleared = await call('POST', 'orders/clear', { ids: [big.id] });
    expect(cleared.code, cleared.message).toBe(10000);
    expect((await orderOf(big.id)).status).toBe('3');
    expect((await call('POST', 'orders/clear', { ids: [big.id] })).message).toBe(`订单 ${big.code} 不是异常或拦截订单`);
    const list = await call('GET', `orders?status=1&per_page=50`);
    expect(list.data.counts.find((c: { value: string }) => c.value === '1').label).toBe('异常订单');
  });

  it('keeps the 平台徽章 a platform sends (Temu’s 紧急), filters by them, and lets a rule test them', async () => {
    const temu = await salesAccount(t, 'temu-badges', 'temu');
    const rule = await call('POST', 'rules/mark', {
      name: 'Temu紧急',
      priority: 2,
      conditions: [{ field: 'badges', operator: 'eq', value: '紧急' }],
      actions: [{ action: 'mark', value: '加急处理' }],
    });
    expect(rule.code, rule.message).toBe(10000);
    const shipBy = '2026-11-02T00:00:00.000Z';
    const { created } = await t.db.database.tx((tx) =>
      ingestOrders(
        tx,
        s,
        temu,
        [
          // As the pull reads it: a badge we do not know is dropped.
          incomingOrder.parse({ ...anOrder({ sku: 'OMS-RED-M', who: 'Temu One' }), badges: ['urgent', 'platform_logistics', 'vip-unknown'], ship_by: shipBy }),
          anOrder({ sku: 'OMS-RED-M', who: 'Temu Two' }),
        ] as never,
        'pull',
        SYSTEM,
      ),
    );
    const [urgent, plain] = await Promise.all(created.map(orderOf));
    expect(urgent).toMatchObject({ badges: ['urgent', 'platform_logistics'], marks: expect.stringContaining('加急处理') });
    expect(new Date(urgent.ship_by).toISOString()).toBe(shipBy);
    expect(plain.badges).toEqual([]);
    expect(plain.marks ?? '').not.toContain('加急处理');
    const listed = (await call('GET', `orders?account_id=${temu.id}&badges=urgent`)).data;
    expect(listed.list.map((o: { id: string; badges: string[] }) => [o.id, o.badges])).toEqual([[urgent.id, ['urgent', 'platform_logistics']]]);
  });
});

describe('合并与拆分', () => {
  it('two orders of one buyer and address wait in 待合并; 合并 makes one package of both', async () => {
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Twin' }), anOrder({ sku: 'OMS-BLU-L', who: 'Twin' }));
    expect((await Promise.all(created.map(orderOf))).map((o) => o.status)).toEqual(['11', '11']);
    const merged = await call('POST', 'orders/merge', { ids: created });
    expect(merged.code, merged.message).toBe(10000);
    const [p] = await packagesOf(created[0]!);
    expect(p.total_quantity).toBe(2);
    expect(p.order_codes.split(',')).toHaveLength(2);
    expect((await Promise.all(created.map(orderOf))).map((o) => o.status)).toEqual(['3', '3']);
  });

  it('拆分 puts every unit in exactly one package; 撤销 brings the order back to 待拆分', async () => {
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Split A', quantity: 3 }));
    const [p0] = await packagesOf(created[0]!);
    expect((await call('POST', 'packages/cancel', { ids: [p0.id] })).code).toBe(10000);
    expect((await orderOf(created[0]!)).status).toBe('2');
    const [line] = await sql('select id from oms.order_lines where order_id = $1', [created[0]]);
    const wrong = await call('POST', 'orders/split', { id: created[0], packages: [[{ line_id: line.id, quantity: 1 }], [{ line_id: line.id, quantity: 1 }]] });
    expect(wrong.message).toBe('OMS-RED-M 拆分数量合计 2，应为 3');
    const ok = await call('POST', 'orders/split', { id: created[0], packages: [[{ line_id: line.id, quantity: 1 }], [{ line_id: line.id, quantity: 2 }]] });
    expect(ok.code, ok.message).toBe(10000);
    const live = (await packagesOf(created[0]!)).filter((p) => p.status !== '90');
    expect(live.map((p) => p.total_quantity).sort()).toEqual([1, 2]);
  });
});

describe('包裹', () => {
  it('审核 reserves all of a package or leaves it 缺货; 推送 needs a channel; the shipment closes the order', async () => {
    await receive(t, W, 'OMS-BLU-L', 3);
    const { created } = await arrive(anOrder({ sku: 'OMS-BLU-L', who: 'Ship A', quantity: 2 }), anOrder({ sku: 'OMS-BLU-L', who: 'Ship B', quantity: 2 }));
    const [a] = await packagesOf(created[0]!);
    const [b] = await packagesOf(created[1]!);
    const audited = await call('POST', 'packages/audit', { ids: [a.id, b.id] });
    expect(audited.data).toEqual({ allocated: 1, short: 1 });
    const [a1] = await packagesOf(created[0]!);
    const [b1] = await packagesOf(created[1]!);
    expect(a1.status).toBe('50');
    expect(b1).toMatchObject({ status: '40', note: expect.stringContaining('可用库存不足') });
    // 缺货跟踪: the waiting package is listed there and tracked; one that is not 缺货 is refused, named.
    const shortages = (await call('GET', `shortages?code=${b.code}`)).data;
    expect(shortages.list.map((p: { code: string; shortage_status: string }) => [p.code, p.shortage_status])).toEqual([[b.code, 'pending']]);
    expect((await call('GET', `shortages?code=${a.code}`)).data.total).toBe(0);
    const tracked = await call('POST', 'packages/track', { ids: [b.id], shortage_status: 'purchasing', shortage_note: '采购单 PO-1 预计周五到' });
    expect(tracked.data).toEqual({ tracked: 1 });
    expect((await packagesOf(created[1]!))[0]).toMatchObject({ shortage_status: 'purchasing', shortage_note: '采购单 PO-1 预计周五到' });
    expect((await call('POST', 'packages/track', { ids: [a.id, b.id], shortage_status: 'arriving' })).message).toBe(
      `包裹 ${a.code} 已不是缺货状态，请刷新后重试`,
    );
    expect((await call('POST', 'packages/track', { ids: [b.id], shortage_status: 'lost' })).message).toBe('shortage_status: 请选择跟踪状态');
    const [balance] = await sql("select sum(reserved)::int as reserved from wms.stock_balances where warehouse_id = $1 and sku_id = 'OMS-BLU-L'", [W]);
    expect(balance.reserved).toBe(2);
    expect((await call('POST', 'packages/push', { ids: [a.id] })).data).toEqual({ pushed: 0, failed: 1 });
    expect((await packagesOf(created[0]!))[0]).toMatchObject({ status: '60', note: '推送失败：未指定物流渠道' });
    await sql("update oms.packages set channel_id = (select id from logistics.channels where code = 'CH-1') where id = $1", [a.id]);
    expect((await call('POST', 'packages/push', { ids: [a.id] })).data).toEqual({ pushed: 1, failed: 0 });
    expect((await call('POST', 'packages/cancel', { ids: [a.id] })).message).toBe(`包裹 ${a.code} 已推送仓库，不能撤销`);
    await t.db.database.tx((tx) => t.outbox.publish(tx, PACKAGE_SHIPPED, { code: a.code, tracking_no: 'YT123', shipped_at: '2026-11-26T08:00:00Z' }));
    await t.outbox.dispatch();
    expect((await packagesOf(created[0]!))[0]).toMatchObject({ status: '80', tracking_no: 'YT123' });
    expect((await orderOf(created[0]!)).status).toBe('5');
    // Stock for the waiting package: the ledger's event re-allocates it.
    await receive(t, W, 'OMS-BLU-L', 5);
    await t.outbox.dispatch();
    expect((await packagesOf(created[1]!))[0]).toMatchObject({ status: '50', note: null });
  });

  it('编辑 and 称重 before the warehouse has it, 复制补发 once it left, and a share link anyone can open', async () => {
    await receive(t, W, 'OMS-RED-M', 4);
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Edit Me', quantity: 1 }));
    const [p] = await packagesOf(created[0]!);
    const channel = (await sql("select id from logistics.channels where code = 'CH-1'"))[0].id;
    const edited = await call('POST', 'packages/edit', {
      id: p.id,
      version: p.version,
      channel_id: channel,
      address: '1 New Street, Springfield',
      country: 'US',
    });
    expect(edited.code, edited.message).toBe(10000);
    expect(edited.data).toMatchObject({ channel_id: channel, address: '1 New Street, Springfield' });
    expect((await call('POST', 'packages/edit', { id: p.id, version: p.version, buyer_name: 'Late' })).code).toBe(10409); // a stale version
    expect((await call('POST', 'packages/edit', { id: p.id, version: edited.data.version, country: 'usa' })).message).toBe(
      'country: 国家须为两位大写代码（如 US）',
    );
    expect((await call('POST', 'packages/weigh', { id: p.id, weight: '0.4567' })).message).toBe('weight: 重量须为数字，最多3位小数');
    expect((await call('POST', 'packages/weigh', { id: p.id, weight: 0.45 })).data.weight).toBe('0.450');
    await call('POST', 'packages/audit', { ids: [p.id] });
    expect((await call('POST', 'packages/push', { ids: [p.id] })).data).toEqual({ pushed: 1, failed: 0 });
    const pushed = (await packagesOf(created[0]!))[0];
    expect((await call('POST', 'packages/edit', { id: p.id, version: pushed.version, buyer_name: 'X' })).message).toBe(
      `包裹 ${p.code} 当前为「已推送」，不能修改`,
    );
    expect((await call('POST', 'packages/copy', { id: p.id })).message).toBe(`包裹 ${p.code} 当前为「已推送」，不能复制补发`);
    await t.db.database.tx((tx) => t.outbox.publish(tx, PACKAGE_SHIPPED, { code: p.code, tracking_no: 'YT777', shipped_at: '2026-11-26T09:00:00Z' }));
    await t.outbox.dispatch();
    const copy = await call('POST', 'packages/copy', { id: p.id });
    expect(copy.code, copy.message).toBe(10000);
    const resend = (await call('GET', `package/${copy.data.id}`)).data;
    expect(resend).toMatchObject({ status: '20', copied_from: p.code, address: '1 New Street, Springfield', weight: '0.450', order_codes: p.order_codes });
    expect(resend.lines.map((l: { sku_code: string; quantity: number }) => [l.sku_code, l.quantity])).toEqual([['OMS-RED-M', 1]]);
    // 发货凭证: a file uploaded, then set on the shipped package; a package the warehouse does not have yet refuses it.
    const { payload, headers } = multipart({ type: '1' }, [
      { field: 'files[]', filename: '签收单.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const uploaded = (await t.call({ method: 'POST', url: '/upload-service/happo/file/upload', payload, headers, as: admin })).body;
    expect(uploaded.code, uploaded.message).toBe(10000);
    const proofs = [uploaded.data[0].id];
    const proved = await call('POST', 'packages/proof', { id: p.id, proofs });
    expect(proved.code, proved.message).toBe(10000);
    expect(proved.data.proofs.map((f: { name: string }) => f.name)).toEqual(['签收单.pdf']);
    expect((await call('POST', 'packages/proof', { id: copy.data.id, proofs })).message).toBe(`包裹 ${copy.data.code} 当前为「待审核」，不能上传发货凭证`);
    // The share link: no session needed, the package and its steps; a made-up token is refused.
    const link = (await call('POST', `package/${p.id}/share`)).data;
    expect(link.url).toMatch(/^\/order\/package\/detail\?token=/);
    const token = new URLSearchParams(link.url.split('?')[1]).get('token');
    const open = (await t.call({ method: 'GET', url: `${SERVICE}${BASE}/open/package/detail?token=${token}` })).body;
    expect(open.data).toMatchObject({
      code: p.code,
      status: '80',
      status_label: '已发货',
      tracking_no: 'YT777',
      lines: [{ sku_code: 'OMS-RED-M', quantity: 1 }],
    });
    expect(open.data.moves.map((m: { step: string }) => m.step)).toEqual(expect.arrayContaining(['审核', '推送仓库', '发货']));
    expect((await t.call({ method: 'GET', url: `${SERVICE}${BASE}/open/package/detail?token=${'x'.repeat(40)}` })).body.message).toBe('链接无效或已过期');
  });

  it('标记发货: an order shipped whole is marked on its platform; a refusal waits in 标记失败 to be tried again or settled by hand', async () => {
    await receive(t, W, 'OMS-RED-M', 2);
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Mark One', quantity: 1 }), anOrder({ sku: 'OMS-RED-M', who: 'Mark Two', quantity: 1 }));
    const channel = (await sql("select id from logistics.channels where code = 'CH-1'"))[0].id;
    const shipped = [];
    for (const orderId of created) {
      const [p] = await packagesOf(orderId!);
      await call('POST', 'packages/edit', { id: p.id, version: p.version, channel_id: channel });
      await call('POST', 'packages/audit', { ids: [p.id] });
      expect((await call('POST', 'packages/push', { ids: [p.id] })).data).toEqual({ pushed: 1, failed: 0 });
      // Shipped without a tracking number: the platform refuses to be told.
      await t.db.database.tx((tx) => t.outbox.publish(tx, PACKAGE_SHIPPED, { code: p.code, shipped_at: '2026-11-26T10:00:00Z' }));
      shipped.push(p);
    }
    // Every due delivery, the shipments' and the marks they ask for (a dispatch takes 50 at a time, oldest first).
    while ((await t.outbox.dispatch()) > 0);
    for (const orderId of created)
      expect(await orderOf(orderId!)).toMatchObject({ status: '5', mark_status: 'failed', mark_error: '缺少跟踪号', mark_attempts: 1 });
    const listed = (await call('GET', 'mark-fails?per_page=50')).data.list.map((o: { id: string }) => o.id);
    expect(listed).toEqual(expect.arrayContaining(created));
    // The tracking number known now: 重新标记 until the platform takes it (it may refuse a first try in its own words).
    await sql('update oms.packages set tracking_no = $1 where id = $2', ['YT900', shipped[0]!.id]);
    let answer = (await call('POST', 'orders/mark', { ids: [created[0]] })).data;
    if (answer.failed) answer = (await call('POST', 'orders/mark', { ids: [created[0]] })).data;
    expect(answer).toEqual({ marked: 1, failed: 0 });
    expect(await orderOf(created[0]!)).toMatchObject({ mark_status: 'marked', mark_error: null, marked_at: expect.any(String) });
    expect((await call('POST', 'orders/mark-manual', { ids: [created[1]] })).data).toEqual({ settled: 1 });
    expect((await orderOf(created[1]!)).mark_status).toBe('manual');
    const left = (await call('GET', 'mark-fails?per_page=50')).data.list.map((o: { id: string }) => o.id);
    expect(left).not.toContain(created[0]);
    expect(left).not.toContain(created[1]);
  });

  it('lists one platform’s orders on its own screen (Amazon, Walmart, 独立站), read-only', async () => {
    const all = (await call('GET', 'orders?per_page=100&platform_code=amazon')).data;
    const amazon = (await call('GET', 'amazon-orders?per_page=100')).data;
    expect(amazon.total).toBe(all.total);
    expect(amazon.total).toBeGreaterThan(0);
    expect(new Set(amazon.list.map((o: { platform_code: string }) => o.platform_code))).toEqual(new Set(['amazon']));
    expect((await call('GET', 'walmart-orders')).data.total).toBe(0);
    expect((await call('GET', `amazon-order/${amazon.list[0].id}`)).data.code).toBe(amazon.list[0].code);
    expect((await t.call({ method: 'POST', url: `${SERVICE}${BASE}/amazon-order`, as: admin, payload: {} })).statusCode).toBe(404); // made elsewhere
  });

  it('finds an order by number or platform order id, and a package by number, in the palette', async () => {
    const { created } = await arrive(anOrder({ sku: 'OMS-RED-M', who: 'Palette' }));
    const o = await orderOf(created[0]!);
    const byCode = await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${o.code}`, as: admin });
    expect(JSON.stringify(byCode.body.data)).toContain(o.code);
    const byPlatform = await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${o.platform_order_id}`, as: admin });
    expect(JSON.stringify(byPlatform.body.data)).toContain('平台单号');
  });
});

describe('订单导入', () => {
  it('stores a report’s good orders once and names each bad row', async () => {
    const tsv = [
      'amazon-order-id\tpurchase-date\trecipient-name\tship-country\tship-city\tship-address-1\tship-postal-code\tcurrency\tsku\tquantity-purchased\titem-price',
      '112-0000001-0000001\t2026-11-20T08:30:00+00:00\tRow Two\tUS\tAustin\t2 Main St\t73301\tUSD\tOMS-RED-M\t2\t30.00',
      '112-0000001-0000001\t2026-11-20T08:30:00+00:00\tRow Two\tUS\tAustin\t2 Main St\t73301\tUSD\tOMS-BLU-L\t1\t15.00',
      '112-0000001-0000002\tnot a date\tRow Four\tUS\tAustin\t4 Main St\t73301\tUSD\tOMS-RED-M\t1\t10.00',
    ].join('\n');
    const send = async () => {
      const { payload, headers } = multipart({ account_id: account.id }, [
        { field: 'files[]', filename: 'All Orders.txt', type: 'text/plain', bytes: Buffer.from(tsv) },
      ]);
      return (await t.call({ method: 'POST', url: `${SERVICE}${BASE}/orders/import`, as: admin, payload, headers })).body;
    };
    const first = await send();
    expect(first.code, first.message).toBe(10000);
    expect(first.data).toMatchObject({ orders: 1, created: 1, duplicates: 0, problems: [{ row: 4, message: '订单 112-0000001-0000002：下单时间格式不正确' }] });
    const [o] = await sql("select * from oms.orders where platform_order_id = '112-0000001-0000001'");
    expect(o).toMatchObject({ source: 'import', total_amount: '45.00', total_quantity: 3, status: '3' });
    expect((await send()).data).toMatchObject({ created: 0, duplicates: 1 });
    const template = await t.call({ method: 'GET', url: `${SERVICE}${BASE}/orders/import-template`, as: admin });
    expect(template.raw.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('立即拉单', () => {
  it('pulls one sales account from its marketplace through the route and records where it stands', async () => {
    const fresh = await salesAccount(t, 'temu-pull', 'temu');
    const first = await call('POST', 'orders/pull', { account_id: fresh.id });
    expect(first.code, first.message).toBe(10000);
    expect(first.data.created).toBeGreaterThan(100);
    expect(first.data.error).toBeNull();
    const again = await call('POST', 'orders/pull', { account_id: fresh.id });
    expect(again.data.created).toBeLessThanOrEqual(1); // only what was placed meanwhile
    const [state] = await sql('select * from oms.pull_states where account_id = $1', [fresh.id]);
    expect(state.orders_in).toBe(first.data.created + again.data.created);
    expect((await call('POST', 'orders/pull', { account_id: newId() })).message).toBe('销售账号不存在');
  });
});

describe('待处理事项', () => {
  it('counts what waits for whom, each with its list and filter', async () => {
    const answer = await call('GET', 'pending');
    expect(answer.code, answer.message).toBe(10000);
    const [{ n }] = await sql("select count(*)::int as n from oms.orders where status = '1'");
    expect(answer.data.find((m: { label: string }) => m.label === '异常订单')).toEqual({
      role: '客服',
      label: '异常订单',
      count: n,
      url: '/order/management/all',
      filter: { status: '1' },
    });
    expect(answer.data.map((m: { label: string }) => m.label)).toEqual(expect.arrayContaining(['缺货包裹', '待审核退款', '拉单失败的账号']));
  });
});
