// One call per sales account to its marketplace (标记发货, 推送库存): the rows grouped by account, each group's
// answer per row — the platform's word, or why the platform was not reached — never an exception to the caller.
import type { Tx } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import type { MarketplaceAccount } from '../domain/marketplace.ts';
import { foreign } from './services.ts';

export interface Said {
  ok: boolean;
  reason?: string;
}

/**
 * Asks each row's account (`account_id`) about its rows at once; `keyOf` names a row the way the platform answers
 * it. A missing account, a thrown call or a row the answer leaves out is a refusal in words.
 */
export async function askPlatforms<R extends { account_id: unknown }>(
  tx: Tx,
  rows: readonly R[],
  keyOf: (row: R) => string,
  ask: (account: MarketplaceAccount, group: R[]) => Promise<({ key: string } & Said)[]>,
): Promise<Map<R, Said>> {
  const out = new Map<R, Said>();
  const byAccount = new Map<string, R[]>();
  for (const r of rows) byAccount.set(String(r.account_id), [...(byAccount.get(String(r.account_id)) ?? []), r]);
  for (const [accountId, group] of byAccount) {
    const [account] = await tx
      .select({ id: foreign.salesAccounts.id, account_name: foreign.salesAccounts.account_name, platform_code: foreign.salesAccounts.platform_code })
      .from(foreign.salesAccounts)
      .where(eq(foreign.salesAccounts.id, accountId));
    let answers: Map<string, Said>;
    try {
      if (!account) throw new Error('销售账号不存在');
      const said = await ask({ id: account.id, account_name: account.account_name, platform_code: String(account.platform_code) }, group);
      answers = new Map(said.map(({ key, ...a }) => [key, a]));
    } catch (e) {
      const reason = `平台接口调用失败：${e instanceof Error ? e.message : String(e)}`;
      answers = new Map(group.map((r) => [keyOf(r), { ok: false, reason }]));
    }
    for (const r of group) out.set(r, answers.get(keyOf(r)) ?? { ok: false, reason: '平台未返回结果' });
  }
  return out;
}
