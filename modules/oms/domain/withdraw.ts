// 自动撤单 (README "Platform cancellations"): what happens to an order its platform reports cancelled (the buyer
// withdrew it, the platform voided it). Pure: the caller reads the order and its live packages, runs the
// enabled 自动撤单 rules and applies the answer in the pull's transaction.

/** Packages the warehouse has not been handed yet: withdrawing them only releases their reservation. */
export const WITHDRAWABLE_PACKAGE = ['10', '15', '20', '40', '50', '60'] as const;
/** Orders not yet made into packages, which 拦截 can still stop. */
const HOLDABLE_ORDER = ['0', '11', '1', '2'];

export interface WithdrawInput {
  order: { status: string };
  /** The order's packages that are not 已取消. */
  packages: readonly { id: string; code: string; status: string }[];
  /** The first matching 自动撤单 rule's action: `withdraw` (自动撤单), `hold` (拦截), none when no rule matches. */
  action: 'withdraw' | 'hold' | null;
}

export interface WithdrawPlan {
  /** Packages to 撤销 (90 已取消, reservations released). */
  cancelPackages: string[];
  /** Where the order goes: 6 已取消, 8 已拦截, or stays. */
  orderTo: '6' | '8' | null;
  /** 撤单结果, in a person's words: what was done, or what a person must still do. */
  result: string;
}

export function decideWithdraw({ order, packages, action }: WithdrawInput): WithdrawPlan {
  const none = (result: string): WithdrawPlan => ({ cancelPackages: [], orderTo: null, result });
  if (order.status === '6') return none('订单已取消');
  if (['4', '5', '7'].includes(order.status)) return none('订单已发货，请在售后中处理');
  const live = packages.filter((p) => p.status !== '90');
  const late = live.filter((p) => !(WITHDRAWABLE_PACKAGE as readonly string[]).includes(p.status));
  if (late.length) return none(`包裹 ${late.map((p) => p.code).join('、')} 已交仓库，请通知仓库拦截`);
  if (action === 'withdraw') return { cancelPackages: live.map((p) => p.id), orderTo: '6', result: '已自动撤单' };
  // No rule, or 拦截: a person decides; an order already packed keeps its packages until then.
  if (HOLDABLE_ORDER.includes(order.status)) return { cancelPackages: [], orderTo: '8', result: '平台已取消，订单已拦截待人工确认' };
  return none(`平台已取消，包裹 ${live.map((p) => p.code).join('、')} 待人工撤销`);
}
