import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import type { ImageUrlRow } from './image-url-rows.ts';
import { imageUrlUrls } from './image-url-urls.ts';

/** An SPU's image-url list (narrowed to one SKU and/or a state); `reload` after a write. */
export function useImageUrls(spuId: string | undefined, skuId: string, state: string) {
  const { http } = useArea();
  const [rows, setRows] = useState<ImageUrlRow[]>([]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!spuId) return setRows([]);
    setLoading(true);
    try {
      const body = { per_page: 1000, ...(skuId ? { sku_id: skuId } : {}), ...(state ? { state } : {}) };
      setRows((await http.post<{ list: ImageUrlRow[] }>(imageUrlUrls.list(spuId), body)).list);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [http, spuId, skuId, state]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { rows, loading, reload };
}
