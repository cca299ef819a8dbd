// 待处理事项 (`/order/pending-matter`, README "Pending matters"): what waits for whom in the orders area — held and
// waiting orders for customer service, packages to audit, short of stock or failed to push for the warehouse,
// refunds to audit and open complaints, pulls that fail — counted within the reader's data rules, only over what
// the reader may see. Each count opens its list filtered to it.
import { hasAnyPermission } from '@entrepot/contract';
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { EntityService } from '@entrepot/server-kit/entity';
import { and, gt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { omsResources as R } from '../entities/index.ts';
import { pullStates } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

export interface PendingMatter {
  /** Who it waits for. */
  role: string;
  label: string;
  count: number;
  /** The screen that lists them, and its filter. */
  url: string;
  filter: Record<string, string>;
}

/** status → [who, what] per list: the states somebody has to act on. */
const WAITING = {
  order: { '1': ['客服', '异常订单'], '8': ['客服', '已拦截订单'], '11': ['客服', '待合并订单'], '2': ['客服', '待拆分订单'] },
  package: { '20': ['仓库', '待审核包裹'], '40': ['仓库', '缺货包裹'], '60': ['仓库', '推送失败包裹'], '50': ['仓库', '待推送包裹'] },
  refund: { pending: ['客服', '待审核退款'] },
  complaint: { open: ['客服', '处理中客诉'] },
} as const;

export async function pendingMatters(database: Database, s: OmsServices, $: Record<string, EntityRoutes>, request: FastifyRequest): Promise<PendingMatter[]> {
  const user = requestUser(request);
  const may = (service: EntityService) => hasAnyPermission(user.isAdmin, user.permissions, service.decl.permission('read'));
  const out: PendingMatter[] = [];
  for (const key of Object.keys(WAITING) as (keyof typeof WAITING)[]) {
    const service = s[key];
    if (!may(service)) continue;
    const scope: SQL | undefined = $[key]!.access(request).scope;
    const { counts = [] } = await service.list(database.db, { page: 1, perPage: 1, query: {}, scope });
    for (const [status, [role, label]] of Object.entries(WAITING[key]) as [string, readonly [string, string]][]) {
      const count = counts.find((c) => c.value === status)?.count ?? 0;
      out.push({ role, label, count, url: R[key].screen!.url, filter: { status } });
    }
  }
  if (may(s.pullState)) {
    const scope = $.pullState!.access(request).scope;
    const failing = await database.db.$count(pullStates, scope ? and(gt(pullStates.failures, 0), scope) : gt(pullStates.failures, 0));
    out.push({ role: '运营', label: '拉单失败的账号', count: failing, url: R.pullState.screen!.url, filter: { failures_from: '1' } });
  }
  return out;
}
