// The palette opens an order, a package, a refund or a complaint by its number (SO…, PK…, RF…, CP…, typed from the
// start) or an order by its platform order id (typed whole), within the reader's data rules.

import { hasAnyPermission } from '@entrepot/contract';
import { type ModuleContext, type SearchHit, searchByNumber } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import { rowScope } from '@entrepot/server-kit/entity';
import { and, eq } from 'drizzle-orm';
import { complaint, order, pkg, omsResources as R, refund } from '../entities/index.ts';
import { complaints, orders, packages, refunds } from './oms.schema.ts';

export async function searchOms(q: string, user: RequestUser, { database }: ModuleContext): Promise<SearchHit[]> {
  const hits = await searchByNumber(database, user, q, [
    { decl: order, table: orders, kind: '订单', url: R.order.screen!.url, limit: 8 },
    { decl: pkg, table: packages, kind: '包裹', url: R.package.screen!.url, limit: 5 },
    { decl: refund, table: refunds, kind: '退款', url: R.refund.screen!.url, limit: 5 },
    { decl: complaint, table: complaints, kind: '客诉', url: R.complaint.screen!.url, limit: 5 },
  ]);
  const text = q.trim();
  if (text.length >= 3 && text.length <= 60 && hasAnyPermission(user.isAdmin, user.permissions, order.permission('read'))) {
    const rows = await database.db
      .select({ id: orders.id, code: orders.code, platform_order_id: orders.platform_order_id })
      .from(orders)
      .where(and(eq(orders.platform_order_id, text), rowScope(order, orders, user.access)))
      .limit(5);
    hits.push(
      ...rows.map((r) => ({
        kind: '订单',
        code: String(r.code),
        title: `订单 ${r.code}（平台单号 ${r.platform_order_id}）`,
        url: `${R.order.screen!.url}?id=${r.id}`,
      })),
    );
  }
  return hits;
}
