// `imagenewurl/create` `{spu_id, sku_id?, urls}`: addresses added to an SPU's image-url list (each once, on one of
// its SKUs if named), after its entries, 待抓取. Refused: an address that is no http(s) URL (before anything is
// read), a SKU of another SPU (the picture library's rule: ./add-pictures.command.ts's `decidePictureOwner`). The
// server (../server/image-url-commands.ts) checks the addresses, reads the SPU and the SKU named, then the SPU's last
// place, and creates the entries there.
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
