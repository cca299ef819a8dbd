// `imagenewurl/create` `{spu_id, sku_id?, urls}`: addresses added to an SPU's image-url list (each once, on one of
// its SKUs if named), after its entries, 待抓取. Refused: an address that is no http(s) URL (before anything is
// read), a SKU of another SPU. The server (../server/image-url-commands.ts) checks the addresses, reads the SPU and
// the SKU named, then the SPU's last place, and creates the entries there.
import { checkImageUrl } from '../entities/image-url.entity.ts';
import { type Refusal, refuseField } from './refusal.ts';

/** The first address that is no http(s) URL, by its line (1-based), as the create refuses it. */
export function badUrl(urls: string[]): string | null {
  for (const [i, u] of urls.entries()) {
    const problem = checkImageUrl(u);
    if (problem) return `第${i + 1}个链接：${problem}`;
  }
  return null;
}

/** The addresses to add (repeats dropped, in the order given), or the first that is no http(s) URL refused. */
export function decideAddImageUrls(input: { urls: readonly string[] }): { urls: string[] } | Refusal {
  const urls = [...new Set(input.urls)];
  const problem = badUrl(urls);
  if (problem) return refuseField('urls', problem);
  return { urls };
}

export interface AddImageUrlsSkuState {
  /** The SKU named, as read (null: none named). */
  sku: { spu_id: string } | null;
}

/** The SKU the new entries go on (null: the SPU's own), or a SKU of another SPU refused. */
export function decideAddImageUrlsSku({ sku }: AddImageUrlsSkuState, input: { spu_id: string; sku_id?: string | null }): { sku_id: string | null } | Refusal {
  if (input.sku_id && sku && sku.spu_id !== input.spu_id) return refuseField('sku_id', 'SKU不属于该SPU');
  return { sku_id: input.sku_id ?? null };
}
