import { useEffect, useState } from 'react';
import { authApi, type SearchHit } from '../api/auth.api.ts';

/**
 * Records by code (PO…, SKU…, order and tracking numbers) through the server's search, asked at every key with no
 * wait: the request of a text typed further is cancelled, and the hits shown stay until the newer answer
 * replaces them (no flicker); the server puts the exact code first. `answers`: the text the hits answer.
 */
export function useRecordSearch(query: string): { hits: SearchHit[]; loading: boolean; answers: string } {
  const [found, setFound] = useState<{ hits: SearchHit[]; answers: string }>({ hits: [], answers: '' });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setFound({ hits: [], answers: q });
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    authApi
      .search(q, abort.signal)
      .then((answer) => {
        if (!abort.signal.aborted) setFound({ hits: Array.isArray(answer) ? answer.slice(0, 5) : [], answers: q });
      })
      .catch(() => {
        if (!abort.signal.aborted) setFound({ hits: [], answers: q });
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [query]);
  return { ...found, loading };
}
