// A package's own rows beyond its way to the warehouse (README "Packages"): 编辑 before the warehouse has it,
// 称重, 发货凭证 once the warehouse has it, 复制补发 of a shipped or returned one, and the public 包裹详情 page
// over a share link.
import { ok } from '@entrepot/contract';
import { issueLinkToken, resolveLinkToken } from '@entrepot/hub-server/links';
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { conflict, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { auditTrail, commandRoute, type Route, requestActor } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, OMS_CODES, packageLifecycle, pkg } from '../entities/index.ts';
import { packagesWithLines } from './reads.ts';
import type { OmsServices } from './services.ts';

export const PACKAGE_DETAIL_PAGE = '/order/package/detail';
const LINK = { recordType: pkg.name, action: 'view' } as const;
const LINK_DAYS = 7;
/** Before the warehouse holds it: a package may still be edited. */
const EDITABLE = ['10', '15', '20', '40', '50', '60'];
/** Weighed until it leaves. */
const WEIGHABLE = [...EDITABLE, '70'];
/** Proof of the handover: once the warehouse has it. */
const PROVABLE = ['70', '80', '100'];
/** A resend copies one that left (or came back). */
const COPYABLE = ['80', '100'];

const weight = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,3})?$/, '重量须为数字，最多3位小数'));
const editBody = z.object({
  id: z.uuid('请选择包裹'),
  version: z.number('请刷新后重试').int(),
  channel_id: z.uuid('物流渠道不正确').nullable().optional(),
  weight: weight.nullable().optional(),
  buyer_name: z.string().trim().min(1, '请填写收件人').max(100, '收件人最多100个字符').optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, '国家须为两位大写代码（如 US）')
    .optional(),
  address: z.string().trim().max(600, '收件地址最多600个字符').optional(),
});
const weighBody = z.object({ id: z.uuid('请选择包裹'), weight });
const proofBody = z.object({ id: z.uuid('请选择包裹'), proofs: z.array(z.uuid('文件不正确'), '请上传发货凭证').max(10, '发货凭证最多10个') });
const oneId = z.object({ id: z.uuid('请选择包裹') });
const tokenQuery = z.object({ token: z.string('链接无效或已过期').min(16, '链接无效或已过期') });

/** The steps the share link shows, in a person's words. */
const STEPS: Record<string, string> = { create: '生成包裹', audit: '审核', reallocate: '到货分配库存', push: '推送仓库', ship: '发货', cancel: '撤销' };
const stateOf = (status: string) => packageLifecycle.states[status as keyof typeof packageLifecycle.states]?.label ?? status;

/** The package (within the reader's rules), locked, or the refusal when its state does not allow `what`. */
async function packageIn(tx: Tx, s: OmsServices, id: string, scope: Parameters<OmsServices['package']['get']>[2], allowed: readonly string[], what: string) {
  await s.package.get(tx, id, scope); // 不存在 for one the reader may not see
  const [p] = await packagesWithLines(tx, [id], true);
  if (!p || !allowed.includes(p.status)) throw conflict(`包裹 ${p?.code} 当前为「${stateOf(String(p?.status))}」，不能${what}`);
  return p;
}

/** What the share link shows: the package, its lines and the days it moved on — no person's account data. */
async function sharedView(exec: Executor, s: OmsServices, id: string) {
  const row = await s.package.get(exec, id);
  const moves = (await auditTrail(exec, pkg, id)).filter((e) => e.action in STEPS);
  return {
    code: row.code,
    status: row.status,
    status_label: stateOf(row.status),
    order_codes: row.order_codes,
    platform_code: row.platform_code,
    warehouse: row.warehouse_id_title,
    channel: row.channel_id_title ?? null,
    buyer_name: row.buyer_name,
    country: row.country,
    address: row.address,
    weight: row.weight,
    total_quantity: row.total_quantity,
    tracking_no: row.tracking_no,
    shipped_at: row.shipped_at,
    lines: (row.lines ?? []).map((l) => ({ sku_code: l.sku_code, order_code: l.order_code, quantity: l.quantity })),
    moves: moves.map((m) => ({ at: m.at, step: STEPS[m.action] })),
  };
}

export function packageExtraRoutes(app: FastifyInstance, database: Database, s: OmsServices, $: EntityRoutes) {
  const command = (path: string, code: string, run: (request: FastifyRequest, tx: Tx) => Promise<unknown>) =>
    app.post(`${BASE}/packages/${path}`, commandRoute(database, run, code));
  const scope = (r: FastifyRequest) => $.access(r).scope;

  /** 编辑 `{id, version, channel_id?, weight?, buyer_name?, country?, address?}`: only before the warehouse holds it. */
  command('edit', pkg.permission('update'), async (r, tx) => {
    const { id, ...fields } = parse(editBody, r.body);
    await packageIn(tx, s, id, scope(r), EDITABLE, '修改');
    return s.package.update(tx, id, fields, requestActor(r), { scope: scope(r) });
  });
  /** 称重 `{id, weight}`: the weight the scale read, until the package leaves. */
  command('weigh', pkg.permission('update'), async (r, tx) => {
    const { id, weight: kg } = parse(weighBody, r.body);
    await packageIn(tx, s, id, scope(r), WEIGHABLE, '称重');
    return s.package.update(tx, id, { weight: kg }, requestActor(r), { scope: scope(r) });
  });
  /** 发货凭证 `{id, proofs: [file ids]}`: the package's proof files as they should now be (added or taken off). */
  command('proof', pkg.permission('update'), async (r, tx) => {
    const { id, proofs } = parse(proofBody, r.body);
    await packageIn(tx, s, id, scope(r), PROVABLE, '上传发货凭证');
    return s.package.update(tx, id, { proofs }, requestActor(r), { scope: scope(r) });
  });
  /** 复制补发 `{id}`: a new package (待审核) with the lines and address of one shipped or returned. */
  command('copy', OMS_CODES.copy, async (r, tx) => {
    const { id } = parse(oneId, r.body);
    await packageIn(tx, s, id, scope(r), COPYABLE, '复制补发');
    const p = await s.package.get(tx, id);
    const lines = p.lines ?? [];
    const keep = (row: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
    const made = await s.package.create(
      tx,
      {
        ...keep(p, ['warehouse_id', 'channel_id', 'buyer_name', 'country', 'address', 'weight']),
        lines: lines.map((l) => keep(l, ['order_id', 'order_code', 'order_line_id', 'sku_id', 'sku_code', 'quantity', 'line_no'])),
      },
      requestActor(r),
      {
        ...keep(p, ['order_codes', 'platform_order_ids', 'platform_code', 'account_id']),
        ordered_at: p.ordered_at ? new Date(p.ordered_at) : null,
        status: '20',
        copied_from: p.code,
      },
    );
    return { id: made.id, code: made.code };
  });

  /** A read-only link to the package for someone without an account (a carrier, a customer's agent): seven days. */
  app.post(`${BASE}/package/:id/share`, {
    config: { permission: pkg.permission('read') },
    handler: async (request: FastifyRequest) => {
      const { id } = parse(oneId, request.params);
      return ok(
        await database.tx(async (tx) => {
          await s.package.get(tx, id, scope(request));
          const token = await issueLinkToken(tx, { ...LINK, recordId: id }, { ttlSeconds: LINK_DAYS * 86_400, createdBy: requestUser(request).id });
          return { url: `${PACKAGE_DETAIL_PAGE}?token=${token}`, expires_in_days: LINK_DAYS };
        }),
      );
    },
  } satisfies Route);
  app.get(`${BASE}/open/package/detail`, {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const { token } = parse(tokenQuery, request.query);
      const target = await resolveLinkToken(database.db, token, LINK);
      return ok(await sharedView(database.db, s, target.recordId));
    },
  });
}
