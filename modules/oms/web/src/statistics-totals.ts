import { sumWireDecimals } from '@entrepot/contract';

/** One row's figures of 业绩统计 (server/statistics.ts). */
export type Figures = { currency: string; orders: number; quantity: number; amount: string; shipped: number; cancelled: number };

/** 合计 per currency: amounts are never added across currencies. */
export function totalsOf(rows: Figures[]): Figures[] {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const of = rows.filter((r) => r.currency === currency);
    const sum = (key: 'orders' | 'quantity' | 'shipped' | 'cancelled') => of.reduce((n, r) => n + r[key], 0);
    return {
      currency,
      orders: sum('orders'),
      quantity: sum('quantity'),
      amount: sumWireDecimals(of.map((r) => r.amount)),
      shipped: sum('shipped'),
      cancelled: sum('cancelled'),
    };
  });
}
