// The write rules of 退款单 (README "Refund orders"): the purchase order it settles is the refund's supplier's, and
// the money arrives on an account in the refund's currency; its arrival is announced to purchasing (已退款金额).
import { order } from '@entrepot/module-purchase';
import type { Executor } from '@entrepot/server-kit/db';
import { tableOf, type WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import { financeEvents, type RefundArrived } from '../domain/events.ts';
import type { refundOrder } from '../entities/index.ts';
import { bankAccounts } from './finance.schema.ts';

type Row = Record<string, unknown>;
const orders = tableOf(order);

async function refusal(exec: Executor, after: Row): Promise<string | null> {
  if (after.order_id) {
    const [placed] = await exec
      .select({ supplier: orders.supplier_id, code: orders.code, currency: orders.currency_id })
      .from(orders)
      .where(eq(orders.id, String(after.order_id)));
    if (placed && placed.supplier !== after.supplier_id) return `采购单 ${placed.code} 不是该退款供应商的`;
    // Its 已退款金额 is a sum in the order's currency.
    if (placed && placed.currency !== after.currency_id) return `退款币种与采购单 ${placed.code} 的币种不同`;
  }
  const [account] = await exec
    .select({ currency: bankAccounts.currency_id })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, String(after.account_id)));
  if (account && account.currency !== after.currency_id) return '收款账户的币种与退款币种不同';
  return null;
}

export function refundOrderRules(outbox: Outbox): WriteRules<typeof refundOrder> {
  return {
    check: (exec, after) => refusal(exec, after),
    async onChange(tx, action, row) {
      if (action !== 'confirm' || !row.order_id) return;
      const arrived = { refund_id: row.id, refund_code: String(row.code), order_id: row.order_id, amount: row.amount };
      await outbox.publish(tx, financeEvents.refundArrived, arrived satisfies RefundArrived);
    },
  };
}
