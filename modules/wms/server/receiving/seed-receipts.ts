// Demo receipts (README "Goods in"): the two oldest orders waiting for goods received as the clerk would — the
// first short on its first line and reported (收货异常 短少), the second with units failing inspection (质检不合格) —
// so 收货单, 收货异常 and purchasing's 采购异常单 are not empty screens. Seeded after every module, published
// deferred: the server's outbox hands the orders' arrivals and the exceptions to purchasing as it starts.
import { staff } from '@entrepot/hub-server/entities';
import { receivableOrders } from '@entrepot/module-purchase';
import type { Database } from '@entrepot/server-kit/db';
import { systemActor, tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import { wmsServices } from '../services.ts';
import { confirmReceipt, inspectReceipt } from './receipt-confirm.ts';
import { setCounts } from './receipt-count.ts';
import { openReceipt } from './receipt-open.ts';
import { type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';

const users = tableOf(staff);
const SHORT = 20;
const REJECTED = 6;

export async function seedReceipts(database: Database): Promise<void> {
  const [clerk] = await database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.login_name, 'warehouse01'));
  const actor = clerk ? { id: clerk.id, name: clerk.name } : systemActor('仓库');
  const deps: ReceivingDeps = {
    services: wmsServices(),
    events: new Outbox(database, { deferred: true }) as unknown as ReceivingDeps['events'],
    mayUse: () => true,
  };
  const [short, failing] = await receivableOrders(database.db, { awaiting: 2 });
  for (const order of [short, failing]) {
    if (!order) continue;
    await database.tx(async (tx) => {
      const { id } = await openReceipt(tx, deps, actor, order.code);
      const lines = await receiptLinesOf(tx, id);
      const counted = (n: number, k: number) => (order === short && k === 0 ? Math.max(n - SHORT, 1) : n);
      await setCounts(
        tx,
        deps,
        id,
        lines.map((l, k) => ({ id: l.id, counted_quantity: counted(l.expected_quantity, k) })),
      );
      await confirmReceipt(tx, deps, actor, id, order === short);
      if (order === failing && lines[0])
        await inspectReceipt(tx, deps, actor, id, [{ id: lines[0].id, rejected_quantity: REJECTED, reject_reason: '外箱受潮，部分商品有污渍' }]);
    });
  }
}
