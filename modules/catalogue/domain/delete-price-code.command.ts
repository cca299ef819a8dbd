// A price code deleted: not while a SKU has a price in it (switch it off instead). The server
// (../server/price-code.commands.ts) reads whether one does; the engine deletes.
import { type Refusal, refuseConflict } from './refusal.ts';

export function decideDeletePriceCode(state: { id: string; hasSkuPrices: boolean }): { remove: string } | Refusal {
  if (state.hasSkuPrices) return refuseConflict('该价格代码已有SKU价格，不能删除，请停用');
  return { remove: state.id };
}
