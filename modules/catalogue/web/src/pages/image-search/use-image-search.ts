import { useArea } from '@entrepot/web/area';
import { uploadFiles } from '@entrepot/web/entity';
import { useCallback, useEffect, useRef, useState } from 'react';
import { distanceFor, imageSearchUrls, RESULT_LIMIT, type SearchAnswer } from './image-search-rows.ts';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '搜索失败，请稍后重试');

/**
 * The picture searched with and the answer: `choose` uploads it (compressed, as every picture upload) and
 * searches; `search` asks again at another similarity with the same upload. An older answer never
 * replaces a newer one.
 */
export function useImageSearch() {
  const { http } = useArea();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const search = useCallback(
    async (id: string, similarity: number) => {
      const ticket = ++latest.current;
      setLoading(true);
      setError(null);
      try {
        const params = { file_id: id, max_distance: distanceFor(similarity), limit: RESULT_LIMIT };
        const found = await http.get<SearchAnswer>(imageSearchUrls.byUpload, { params, silent: true });
        if (ticket === latest.current) setAnswer(found);
      } catch (e) {
        if (ticket === latest.current) {
          setAnswer(null);
          setError(messageOf(e));
        }
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [http],
  );

  const choose = useCallback(
    async (file: File, similarity: number) => {
      const ticket = ++latest.current;
      setPreview(URL.createObjectURL(file));
      setFileId(null);
      setAnswer(null);
      setError(null);
      setLoading(true);
      try {
        const [stored] = await uploadFiles(http, [file], 'image');
        if (ticket !== latest.current || !stored) return;
        setFileId(stored.id);
        await search(stored.id, similarity);
      } catch (e) {
        if (ticket === latest.current) {
          setError(messageOf(e));
          setLoading(false);
        }
      }
    },
    [http, search],
  );

  return { preview, fileId, answer, error, loading, choose, search };
}
