// The scheduled pull (README "Pulling orders"): every OMS_PULL_SECONDS (default 300; 0 turns it off) each enabled
// connected sales account (one with a pull state) is pulled in turn through its platform's adapter. Pulls of one account never store a page twice,
// so two servers running the schedule at once only waste a request.
import type { Database } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { pullStates } from './oms.schema.ts';
import { pullAccount } from './pull.ts';
import { foreign, type OmsServices } from './services.ts';

export function startPullSchedule(database: Database, s: OmsServices, adapter: MarketplaceAdapter, seconds: number): () => void {
  if (!(seconds > 0)) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const a = foreign.salesAccounts;
      // The accounts connected to their marketplace: those with a pull state (立即拉单 connects one).
      const accounts = await database.db
        .select({ id: a.id, account_name: a.account_name, platform_code: a.platform_code })
        .from(a)
        .innerJoin(pullStates, eq(pullStates.account_id, a.id))
        .where(eq(a.status, 'enabled'));
      for (const account of accounts) {
        if (!adapter.platforms.includes(String(account.platform_code))) continue;
        await pullAccount(database, s, adapter, {
          id: String(account.id),
          account_name: String(account.account_name),
          platform_code: String(account.platform_code),
        });
      }
    } catch {
      // A database hiccup: the next tick tries again; each account's failure is kept on its pull state.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
