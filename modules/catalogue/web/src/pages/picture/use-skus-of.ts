import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import type { SkuOption } from './picture-rows.ts';
import { pictureUrls } from './picture-urls.ts';

/** The SKUs of an SPU (none without one), for the owner choices. */
export function useSkusOf(spuId: string | undefined): SkuOption[] {
  const { http } = useArea();
  const [skus, setSkus] = useState<SkuOption[]>([]);
  useEffect(() => {
    if (!spuId) {
      setSkus([]);
      return;
    }
    let live = true;
    http.get<{ list: SkuOption[] }>(pictureUrls.skus, { params: { spu_id: spuId, per_page: 1000, sort: 'code' } }).then(
      (p) => live && setSkus(p.list),
      () => live && setSkus([]),
    );
    return () => {
      live = false;
    };
  }, [http, spuId]);
  return skus;
}
