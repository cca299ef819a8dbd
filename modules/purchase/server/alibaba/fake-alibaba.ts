// The local 1688 (README "1688 orders"): every well-formed order number is an order whose seller, goods, state and
// shipment follow from the number itself, so the same number always reads the same; a number ending in 0 is one
// 1688 does not know. Amounts are kept in fen and written as decimals.

import { type AlibabaAdapter, type AlibabaOrder, type AlibabaState, type AlibabaTrace, alibabaOrderNoProblem, alibabaStates } from '../../domain/alibaba.ts';
import { fakePeriods } from './fake-periods.ts';

const SELLERS = ['义乌市优品服饰有限公司', '广州市白云区锦绣制衣厂', '杭州临平区丝路服装有限公司', '泉州市石狮服装城旗舰店'];
const CARRIERS = [
  ['中通快递', '7'],
  ['圆通速递', 'YT'],
  ['韵达快递', '43'],
  ['顺丰速运', 'SF'],
] as const;
const STATES: AlibabaState[] = ['waitbuyerpay', 'waitsellersend', 'waitbuyerreceive', 'success'];
const HOUR = 3_600_000;

const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const known = (no: string) => alibabaOrderNoProblem(no) === null && !no.endsWith('0');

export function fakeAlibaba(now: () => Date = () => new Date()): AlibabaAdapter {
  const placedAt = (h: number) => new Date(now().getTime() - (24 + (h % 96)) * HOUR);
  const stateOf = (h: number) => STATES[h % STATES.length]!;
  return {
    ...fakePeriods(now),
    async orderDetail(no) {
      if (!known(no)) return null;
      const h = hashOf(no);
      const items = Array.from({ length: 1 + (h % 3) }, (_, i) => {
        const quantity = 50 * (1 + ((h >>> (i + 2)) % 6));
        const priceFen = 800 + ((h >>> (i + 5)) % 2400);
        return {
          offer_id: String(600_000_000_000 + ((h * (i + 1)) % 99_999_999)),
          spec_id: (h * (i + 7)).toString(16).slice(0, 12),
          title: `1688 货品 ${no.slice(-4)}-${i + 1}`,
          quantity,
          price: yuan(priceFen),
          amount: yuan(priceFen * quantity),
        };
      });
      const goods = items.reduce((sum, it) => sum + Math.round(Number(it.amount) * 100), 0);
      const freight = (h % 5) * 500;
      const state = stateOf(h);
      return {
        order_no: no,
        seller: SELLERS[h % SELLERS.length]!,
        state,
        state_label: alibabaStates[state],
        goods_amount: yuan(goods),
        freight: yuan(freight),
        total_amount: yuan(goods + freight),
        created_at: placedAt(h).toISOString(),
        items,
      } satisfies AlibabaOrder;
    },
    async logisticsTrace(no) {
      if (!known(no)) return null;
      const h = hashOf(no);
      const state = stateOf(h);
      if (state !== 'waitbuyerreceive' && state !== 'success') return null;
      const [company, prefix] = CARRIERS[h % CARRIERS.length]!;
      const shipped = placedAt(h).getTime() + 10 * HOUR;
      const at = (hours: number) => new Date(shipped + hours * HOUR).toISOString();
      const events = [
        { at: at(0), text: `【${SELLERS[h % SELLERS.length]!.slice(0, 2)}】快件已揽收` },
        { at: at(6), text: '快件已到达始发转运中心' },
        { at: at(20), text: '快件已到达目的地转运中心' },
        ...(state === 'success'
          ? [
              { at: at(26), text: '快件派送中' },
              { at: at(30), text: '快件已签收，签收人：仓库前台' },
            ]
          : []),
      ];
      return { company, tracking_no: `${prefix}${String(h).padStart(10, '0').slice(0, 12)}`, events: events.reverse() } satisfies AlibabaTrace;
    },
    async payUrl(nos) {
      return `https://trade.1688.com/order/cashier.htm?orderIdList=${nos.join(',')}`;
    },
  };
}
