// The purchase entities' write rules: the engine applies them to every write (routes, imports, commands) in
// the write's transaction; a refusal rolls the whole write back. The decisions themselves are in ../domain.

import { conflict } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { RulesOf } from '@entrepot/server-kit/entity';
import { and, count, eq, ne } from 'drizzle-orm';
import { provinceOf } from '../domain/china-cities.ts';
import { breaksProblem, breaksText, periodProblem } from '../domain/quotation-rules.ts';
import { moqTargetProblem } from '../domain/supplier-rules.ts';
import { alibabaPeriodRules } from './alibaba-periods.ts';
import { orderRules } from './order-lines.ts';
import { planRules } from './plan-rules.ts';
import { moqs, quotationBreaks, quotations, supplierAccounts, supplierContacts, supplierSkus } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';
import { settlesOrder } from './settled-amounts.ts';

type Row = Record<string, unknown>;

/** More than one row of a supplier flagged (`is_default`, `is_primary`): the refusal. */
async function oneFlagged(
  exec: Executor,
  table: typeof supplierAccounts | typeof supplierContacts,
  flag: 'is_default' | 'is_primary',
  supplierId: unknown,
  message: string,
) {
  const column = flag === 'is_default' ? (table as typeof supplierAccounts).is_default : (table as typeof supplierContacts).is_primary;
  const [n] = await exec
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.supplier_id, String(supplierId)), eq(column, true)));
  if ((n?.n ?? 0) > 1) throw conflict(message);
}

/** Once a revision is approved, the quotation it replaces ends, in the approval's transaction. */
async function endSuperseded(tx: Tx, row: Row, s: PurchaseServices): Promise<void> {
  if (!row.supersedes_id) return;
  const [old] = await tx
    .select({ status: quotations.status })
    .from(quotations)
    .where(eq(quotations.id, String(row.supersedes_id)));
  if (old?.status !== 'active') return;
  // The approver of the revision ends the old one (the revision's last writer, its approval just now).
  const [by] = await tx
    .select({ id: quotations.updated_by })
    .from(quotations)
    .where(eq(quotations.id, String(row.id)));
  await s.quotation.transition(tx, String(row.supersedes_id), 'status', 'expire', { id: String(by?.id), name: `新报价 ${row.code} 生效` });
}

export function purchaseRules(s: PurchaseServices): RulesOf<Omit<PurchaseServices, 'registry'>> {
  return {
    order: orderRules,
    alibabaPeriod: alibabaPeriodRules,
    planOrder: planRules(s),
    paymentPlan: settlesOrder(['pay', 'cancel'], '付款计划'),
    deductionPlan: settlesOrder(['deduct', 'void'], '扣款计划'),
    supplier: {
      derive: async (_exec, input) => ('city' in input ? { province: input.city ? (provinceOf(String(input.city)) ?? null) : null } : {}),
      onChange: async (tx, action, row) => {
        if (action !== 'create' && action !== 'update') return;
        await oneFlagged(tx, supplierAccounts, 'is_default', row.id, '只能有一个默认收款账户');
        await oneFlagged(tx, supplierContacts, 'is_primary', row.id, '只能有一个主联系人');
      },
    },
    // A figure typed in a form is 手工录入, now; the sync and the import say their own source and time.
    supplierStock: {
      derive: async (_exec, input) => ('quantity' in input && !('source' in input) ? { source: 'manual', synced_at: new Date() } : {}),
    },
    supplierSku: {
      check: async (exec, after, before) => {
        if (before) return null;
        const [same] = await exec
          .select({ id: supplierSkus.id })
          .from(supplierSkus)
          .where(and(eq(supplierSkus.supplier_id, String(after.supplier_id)), eq(supplierSkus.sku_id, String(after.sku_id))))
          .limit(1);
        return same ? '该供应商已关联此SKU' : null;
      },
    },
    moq: {
      check: async (exec, after, before) => {
        const problem = moqTargetProblem(after as { sku_id?: string | null; spu_id?: string | null });
        if (problem) return problem;
        const target = after.sku_id ? eq(moqs.sku_id, String(after.sku_id)) : eq(moqs.spu_id, String(after.spu_id));
        const [same] = await exec
          .select({ id: moqs.id })
          .from(moqs)
          .where(and(eq(moqs.supplier_id, String(after.supplier_id)), target, before ? ne(moqs.id, before.id) : undefined))
          .limit(1);
        return same ? '该供应商的此商品已设置起订量' : null;
      },
    },
    quotation: {
      check: async (_exec, after) => periodProblem(String(after.valid_from), (after.valid_to as string | null) ?? null),
      onChange: async (tx, action, row: Row) => {
        if (action === 'approve') return endSuperseded(tx, row, s);
        if (action !== 'create' && action !== 'update') return;
        const breaks = await tx
          .select({ min_quantity: quotationBreaks.min_quantity, price: quotationBreaks.price })
          .from(quotationBreaks)
          .where(eq(quotationBreaks.quotation_id, String(row.id)));
        const rows = breaks.map((b) => ({ min_quantity: Number(b.min_quantity), price: b.price }));
        const problem = breaksProblem(rows);
        if (problem) throw conflict(problem);
        await tx
          .update(quotations)
          .set({ breaks_text: breaksText(rows) })
          .where(eq(quotations.id, String(row.id)));
      },
    },
  };
}
