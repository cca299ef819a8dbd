import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { byOwner, ownerQuery, type PictureRow } from './picture-rows.ts';
import { pictureUrls } from './picture-urls.ts';

/** The pictures of an SPU (narrowed by owner and tag) and the tags its pictures carry; `reload` after a write. */
export function usePictures(spuId: string | undefined, owner: string, tag: string) {
  const { http } = useArea();
  const [rows, setRows] = useState<PictureRow[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!spuId) {
      setRows([]);
      setTags([]);
      return;
    }
    setLoading(true);
    try {
      const params = { spu_id: spuId, per_page: 1000, ...ownerQuery(owner), ...(tag ? { tag } : {}) };
      const [page, inUse] = await Promise.all([
        http.get<{ list: PictureRow[] }>(pictureUrls.list, { params }),
        http.get<string[]>(pictureUrls.tagsInUse, { params: { spu_id: spuId } }),
      ]);
      setRows([...page.list].sort(byOwner));
      setTags(inUse);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [http, spuId, owner, tag]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { rows, tags, loading, reload };
}
