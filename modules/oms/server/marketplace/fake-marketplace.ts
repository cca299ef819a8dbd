// The local fake of every marketplace (README "Pulling orders"), used by the demo and the tests: each sales account
// has an endless, deterministic stream of orders — order n placed `interval` after order n − 1, from `start` on —
// of which the orders placed by now are served. Like the real APIs it pages by a cursor (here `n` of the last
// order served), and it can misbehave on purpose: repeat the end of the previous page, fail half-way, time out.
import type { IncomingOrderInput } from '../../domain/incoming.ts';
import type { MarketplaceAccount, MarketplaceAdapter, MarketplacePage } from '../../domain/marketplace.ts';
import { mix } from './mix.ts';

export interface FakeOptions {
  /** When order 1 of every account was placed. */
  start: Date;
  /** Time between two orders of one account. */
  intervalMs: number;
  /** The SKU codes its orders buy (seller SKUs are our codes, or mapped ones). */
  skus: readonly string[];
  now?: () => Date;
  /** Each page also repeats this many orders of the previous one (overlapping windows). */
  overlap?: number;
  /** Throws (before answering) on this share of calls, 0..1, decided by `random`. */
  failRate?: number;
  /** Never answers on this share of calls (the caller's timeout must end it). */
  hangRate?: number;
  random?: () => number;
  /** Orders an account places at most (tests): the stream ends there. */
  limit?: number;
  /**
   * The share of orders, 0..1, their buyer cancels two orders' time after placing them (none by default): every
   * (1 ÷ rate)th order from the 7th on (0.04: orders 7, 32, 57…), so a journey knows which orders stay.
   */
  cancelRate?: number;
}

const CANCEL_REASONS = ['买家申请取消：不想要了', '买家申请取消：地址填写错误', '平台取消：支付风控未通过'];
/** Order n's cancellation, when the account's stream cancels it: two intervals after it was placed. */
function cancellationOf(account: MarketplaceAccount, n: number, o: FakeOptions) {
  if (!o.cancelRate) return null;
  const every = Math.max(1, Math.round(1 / o.cancelRate));
  if (n % every !== 7 % every) return null;
  return {
    platform_order_id: fakeOrder(account, n, o).platform_order_id,
    cancelled_at: new Date(o.start.getTime() + (n + 1) * o.intervalMs).toISOString(),
    reason: CANCEL_REASONS[Math.floor(mix(account.id, n, 'xr') * CANCEL_REASONS.length)]!,
  };
}

const BUYERS = [
  'James Smith',
  'Mary Johnson',
  'Wei Zhang',
  'Anna Muller',
  'Carlos Garcia',
  'Yuki Tanaka',
  'Sophie Dubois',
  'Ahmed Khan',
  'Linda Brown',
  'Pierre Martin',
];
const PLACES = [
  { country: 'US', state: 'CA', city: 'Los Angeles', postal_code: '90012', currency: 'USD' },
  { country: 'US', state: 'NY', city: 'New York', postal_code: '10001', currency: 'USD' },
  { country: 'US', state: 'TX', city: 'Austin', postal_code: '73301', currency: 'USD' },
  { country: 'CA', state: 'ON', city: 'Toronto', postal_code: 'M5H 2N2', currency: 'CAD' },
  { country: 'GB', state: '', city: 'London', postal_code: 'SW1A 1AA', currency: 'GBP' },
  { country: 'DE', state: '', city: 'Berlin', postal_code: '10115', currency: 'EUR' },
];

/** Temu's tags on its orders: about one in six 紧急 (ship within 24 hours, else 72), one in three 平台物流, one in ten 定制. */
function temuTags(account: MarketplaceAccount, n: number, ordered: Date) {
  const urgent = mix(account.id, n, 'tu') < 1 / 6;
  const badges = [
    ...(urgent ? ['urgent'] : []),
    ...(mix(account.id, n, 'tl') < 1 / 3 ? ['platform_logistics'] : []),
    ...(mix(account.id, n, 'tc') < 0.1 ? ['custom'] : []),
  ];
  return { badges, ship_by: new Date(ordered.getTime() + (urgent ? 24 : 72) * 3600_000).toISOString() };
}

/** Order n of an account: every 12th repeats the buyer and address of the one before (a merge candidate), every 9th has no postal code. */
export function fakeOrder(account: MarketplaceAccount, n: number, o: FakeOptions): IncomingOrderInput {
  const who = n % 12 === 0 ? n - 1 : n;
  const buyer = BUYERS[Math.floor(mix(account.id, who, 'b') * BUYERS.length)]!;
  const place = PLACES[Math.floor(mix(account.id, who, 'p') * PLACES.length)]!;
  const lineCount = 1 + Math.floor(mix(account.id, n, 'l') * 3);
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const sku = o.skus[Math.floor(mix(account.id, n, i, 's') * o.skus.length)]!;
    const cents = 799 + Math.floor(mix(account.id, n, i, 'c') * 4000);
    return { platform_sku: sku, title: `${sku} item`, quantity: 1 + Math.floor(mix(account.id, n, i, 'q') * 2), price: (cents / 100).toFixed(2) };
  });
  const total = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * l.quantity, 0);
  const id = `${account.platform_code.slice(0, 3).toUpperCase()}-${account.id.slice(0, 4)}-${String(n).padStart(7, '0')}`;
  const ordered = new Date(o.start.getTime() + (n - 1) * o.intervalMs);
  return {
    ...(account.platform_code === 'temu' ? temuTags(account, n, ordered) : {}),
    platform_order_id: id,
    ordered_at: ordered.toISOString(),
    buyer_name: buyer,
    buyer_email: `${buyer.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: `+1 555 01${String(Math.floor(mix(account.id, who, 'ph') * 100)).padStart(2, '0')}`,
    ...place,
    postal_code: n % 9 === 0 ? '' : place.postal_code,
    address1: `${1 + Math.floor(mix(account.id, who, 'a') * 900)} Market Street`,
    total_amount: (total / 100).toFixed(2),
    lines,
  };
}

const n0 = (cursor: string | null) => (cursor && /^n:\d+$/.test(cursor) ? Number(cursor.slice(2)) : 0);

export function fakeMarketplace(o: FakeOptions): MarketplaceAdapter & { acknowledged: string[] } {
  const random = o.random ?? Math.random;
  const now = o.now ?? (() => new Date());
  const acknowledged: string[] = [];
  const marked = new Map<string, number>();
  return {
    platforms: ['amazon', 'walmart', 'temu', 'shein', 'ebay', 'standalone'],
    acknowledged,
    async fetchPage(account, cursor, pageSize): Promise<MarketplacePage> {
      if (o.hangRate && random() < o.hangRate) return new Promise<never>(() => {});
      if (o.failRate && random() < o.failRate) throw new Error('平台接口暂时不可用（模拟）');
      const placed = Math.min(Math.floor((now().getTime() - o.start.getTime()) / o.intervalMs) + 1, o.limit ?? Number.POSITIVE_INFINITY);
      const after = n0(cursor);
      const from = Math.max(1, after + 1 - (o.overlap ?? 0));
      const to = Math.min(placed, after + pageSize);
      const orders: IncomingOrderInput[] = [];
      for (let n = from; n <= to; n++) orders.push(fakeOrder(account, n, o));
      // The cancellations reported with a page: those made while its orders were placed (order n's, with n + 2's).
      const cancellations = [];
      for (let n = Math.max(1, from - 2); n <= to - 2; n++) {
        const c = cancellationOf(account, n, o);
        if (c) cancellations.push(c);
      }
      return { orders, cancellations, cursor: `n:${Math.max(after, to)}`, done: to >= placed };
    },
    // A seller SKU the platform does not know is refused in its words; every other quantity is taken.
    async pushInventory(_account, items) {
      return items.map((i) =>
        /^(TEST|UNKNOWN)-/i.test(i.platform_sku)
          ? { platform_sku: i.platform_sku, ok: false, reason: '平台返回：该SKU不存在或已下架' }
          : { platform_sku: i.platform_sku, ok: true },
      );
    },
    async acknowledge(_account, ids) {
      acknowledged.push(...ids);
    },
    // Like the platforms: no tracking number is refused, and about one order in eight is refused the first time
    // (the platform's words), then taken when asked again.
    async markShipped(account, shipments) {
      return shipments.map((m) => {
        if (!m.tracking_no) return { platform_order_id: m.platform_order_id, ok: false, reason: '缺少跟踪号' };
        const tries = (marked.get(m.platform_order_id) ?? 0) + 1;
        marked.set(m.platform_order_id, tries);
        if (tries === 1 && mix(account.id, m.platform_order_id, 'mark') < 0.125)
          return { platform_order_id: m.platform_order_id, ok: false, reason: '平台返回：物流商代码无效，请核对后重试' };
        return { platform_order_id: m.platform_order_id, ok: true };
      });
    },
  };
}
