// The local 1688's credit (README "1688 period"): three of its sellers give us credit; each has a period for each
// of the last three months — the month now 未出账, the one before 待还款 (one seller's 已逾期), the one before that
// 已还款 — with two to four 1688 orders charged to it. Numbers follow from seller and month: the same every read.
import type { AlibabaCreditLine, AlibabaPeriod } from '../../domain/alibaba.ts';

export const CREDIT_SELLERS = ['义乌市优品服饰有限公司', '广州市白云区锦绣制衣厂', '杭州临平区丝路服装有限公司'];
const BILL_DAY = 1;
const REPAY_DAY = 15;

const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const monthOf = (d: Date, back: number) => {
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
};
const dayIn = (month: string, day: number, plusMonths = 0) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + plusMonths, day)).toISOString().slice(0, 10);
};

/** The bills of a seller's month: order numbers of 1688's form (never ending in 0, so 1688 knows them). */
function billsOf(seller: number, month: string) {
  const h = hashOf(`${seller}:${month}`);
  return Array.from({ length: 2 + (h % 3) }, (_, i) => {
    const fen = 150_000 + ((h >>> (i + 3)) % 900_000);
    return {
      order_no: `${3000 + seller}${month.replace('-', '')}${String(100 + i * 7 + (h % 50)).padStart(4, '0')}${1 + (i % 9)}`,
      order_date: dayIn(month, 3 + i * 6),
      amount: yuan(fen),
      refund_amount: i === 1 && h % 4 === 0 ? yuan(Math.round(fen / 10)) : '0.00',
    };
  });
}

export function fakePeriods(now: () => Date) {
  const periods = (): AlibabaPeriod[] =>
    CREDIT_SELLERS.flatMap((seller, s) =>
      [0, 1, 2].map((back) => {
        const month = monthOf(now(), back);
        const bills = billsOf(s, month);
        const total = bills.reduce((sum, b) => sum + Math.round((Number(b.amount) - Number(b.refund_amount)) * 100), 0);
        const status = back === 0 ? 'open' : back === 2 ? 'paid' : s === 2 ? 'overdue' : 'billed';
        return {
          period_no: `ZQ${3000 + s}-${month.replace('-', '')}`,
          seller,
          month,
          bill_date: dayIn(month, BILL_DAY, 1),
          due_date: dayIn(month, REPAY_DAY, 1),
          paid_amount: status === 'paid' ? yuan(total) : '0.00',
          status,
          bills,
        } satisfies AlibabaPeriod;
      }),
    );
  return {
    async creditLines(): Promise<AlibabaCreditLine[]> {
      const open = periods().filter((p) => p.status !== 'paid');
      return CREDIT_SELLERS.map((seller, s) => {
        const limit = (5 + s * 3) * 10_000_00;
        const used = open.filter((p) => p.seller === seller).reduce((sum, p) => sum + p.bills.reduce((t, b) => t + Math.round(Number(b.amount) * 100), 0), 0);
        return { seller, credit_limit: yuan(limit), used: yuan(used), available: yuan(Math.max(limit - used, 0)), bill_day: BILL_DAY, repay_day: REPAY_DAY };
      });
    },
    async periods() {
      return periods();
    },
  };
}
