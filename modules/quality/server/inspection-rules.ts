import { receivableOrders } from '@entrepot/module-purchase';
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import type { inspection } from '../entities/index.ts';

/** The supplier is the order's. */
export const inspectionRules: WriteRules<typeof inspection> = {
  derive: async (exec: Executor, input, before) => {
    if (before || !input.order_id) return {};
    const [order] = await receivableOrders(exec, { ids: [String(input.order_id)] });
    if (!order) throw invalid('order_id', '采购单不存在');
    return { supplier_id: order.supplier_id };
  },
};
