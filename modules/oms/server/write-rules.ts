// What the order area adds to the engine's writes: a 手工订单's server-made columns and its check once stored; the
// SKU behind each line; a blacklist entry's key.
import { createHash } from 'node:crypto';
import { skusOfPlatformSkus } from '@entrepot/module-catalogue';
import { conflict, invalid } from '@entrepot/server-kit';
import { systemActor, type WriteRules } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { mergeKeyOf, normal } from '../domain/rules.ts';
import type { blacklist, listing, order, rule } from '../entities/index.ts';
import { checkOrders } from './check.ts';
import { orderKeyOf } from './ingest.ts';
import { ruleActions } from './oms.schema.ts';
import { foreign, type OmsServices } from './services.ts';

const hashed = (s: string) => createHash('sha256').update(s).digest('hex');
type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function orderRules(s: () => OmsServices): WriteRules<typeof order> {
  return {
    derive: async (exec, input, before) => {
      const merged: Row = { ...before, ...input };
      const out: Row = {};
      if (!before) {
        const a = foreign.salesAccounts;
        const [account] = await exec
          .select({ platform_code: a.platform_code })
          .from(a)
          .where(eq(a.id, str(input.account_id)));
        if (!account) throw invalid('account_id', '销售账号不存在');
        out.platform_code = account.platform_code;
        out.order_key = orderKeyOf(str(input.account_id), str(input.platform_order_id));
        out.source = 'manual';
      }
      out.merge_key = hashed(
        mergeKeyOf({
          account_id: str(merged.account_id),
          buyer_name: str(merged.buyer_name),
          country: str(merged.country),
          postal_code: str(merged.postal_code),
          address1: str(merged.address1),
        }),
      );
      return out;
    },
    /** Each line's SKU: the seller SKU's mapping, else the SKU of that code; unmatched lines stay empty (异常). */
    lines: async (exec, _header, lines) => {
      const skus = await skusOfPlatformSkus(
        exec,
        lines.map((l) => str(l.platform_sku)),
      );
      return lines.map((l) => {
        const sku = skus.get(str(l.platform_sku).trim().toLowerCase());
        return { ...l, sku_id: sku?.sku_id ?? null, sku_code: sku?.sku_code ?? '', title: str(l.title) || sku?.name || '' };
      });
    },
    // A 手工订单 is checked like any arriving order, in its create's transaction.
    onChange: async (tx, action, row) => {
      if (action === 'create' && row.source === 'manual') await checkOrders(tx, s(), [row.id], systemActor('手工订单检查'));
    },
  };
}

/** 自动撤单 runs only on a platform's cancellation: its rules 自动撤单 or 拦截, and no other kind may 自动撤单. */
export const ruleRules: WriteRules<typeof rule> = {
  // Checked once the rule and its actions are written, in the same transaction: a refusal undoes both.
  onChange: async (tx, action, row) => {
    if (action === 'delete') return;
    const actions = (await tx.select({ action: ruleActions.action }).from(ruleActions).where(eq(ruleActions.rule_id, row.id))).map((a) => a.action);
    if (row.kind === 'withdraw' && actions.some((a) => a !== 'withdraw' && a !== 'hold')) throw conflict('自动撤单规则的动作只能是自动撤单或拦截');
    if (row.kind !== 'withdraw' && actions.includes('withdraw')) throw conflict('自动撤单动作只能用于自动撤单规则');
  },
};

export const blacklistRules: WriteRules<typeof blacklist> = {
  derive: async (_exec, input, before) => {
    const type = str(input.type ?? before?.type);
    const value = str(input.value ?? before?.value);
    return { entry_key: `${type}:${type === 'phone' ? value.replace(/\D/g, '') : normal(value)}` };
  },
};

/**
 * A listing's platform is its sales account's; on a platform's own screen (the binding's fixed `platform_code`)
 * an account of another platform is refused.
 */
export const listingRules: WriteRules<typeof listing> = {
  derive: async (exec, input, before) => {
    const accountId = input.account_id ?? before?.account_id;
    if (!accountId) return {};
    const [account] = await exec
      .select({ platform_code: foreign.salesAccounts.platform_code, account_name: foreign.salesAccounts.account_name })
      .from(foreign.salesAccounts)
      .where(eq(foreign.salesAccounts.id, String(accountId)));
    if (!account) throw conflict('销售账号不存在');
    const wanted = input.platform_code ?? before?.platform_code;
    if (wanted && wanted !== account.platform_code) throw conflict(`销售账号 ${account.account_name} 不是该平台的账号`);
    return { platform_code: account.platform_code };
  },
};
