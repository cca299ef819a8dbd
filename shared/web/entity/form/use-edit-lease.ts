import { useEffect, useRef, useState } from 'react';
import type { EntityConfig } from '../config.ts';

/** How often the form renews its lease: well inside the server's 60 s, so one lost beat does not lose it. */
export const HEARTBEAT_MS = 20_000;

export interface EditLease {
  /** Sent with the save (`lock_token`); absent for an entity without a lease. */
  token?: string;
  /** Why the record cannot be edited now (another person holds it, the lease was lost), in the server's words. */
  refusal?: string;
  /** The lease was asked and answered (or none is needed). */
  ready: boolean;
}

/**
 * Holds a document's edit lease while its form is open (`document.editLock`): takes it on opening, renews it
 * every 20 s, gives it back on closing. A refusal (someone else edits it) is shown in the form, not toasted.
 */
export function useEditLease(config: Pick<EntityConfig, 'http' | 'urls'>, recordId: string | undefined): EditLease {
  const leased = Boolean(recordId && config.urls.lock);
  const [lease, setLease] = useState<EditLease>({ ready: !leased });
  // A page may pass a fresh config every render: the lease is taken once per record.
  const latest = useRef(config);
  latest.current = config;
  useEffect(() => {
    const { http, urls } = latest.current;
    const lock = urls.lock;
    if (!leased || !lock || !recordId) return;
    let token: string | undefined;
    let alive = true;
    const refused = (e: unknown) => alive && setLease({ ready: true, refusal: (e as { message?: string }).message ?? '无法锁定，请稍后再试' });
    http
      .post<{ token: string }>(lock.acquire(recordId), undefined, { silent: true })
      .then((r) => {
        token = r.token;
        if (alive) setLease({ ready: true, token });
        else void http.post(lock.release(recordId), { lock_token: token }, { silent: true }).catch(() => {});
      })
      .catch(refused);
    const beat = setInterval(() => {
      if (token) http.post(lock.renew(recordId), { lock_token: token }, { silent: true }).catch(refused);
    }, HEARTBEAT_MS);
    return () => {
      alive = false;
      clearInterval(beat);
      if (token) void http.post(lock.release(recordId), { lock_token: token }, { silent: true }).catch(() => {});
    };
  }, [leased, recordId]);
  return lease;
}
