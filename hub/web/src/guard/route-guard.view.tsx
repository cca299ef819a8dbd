import { Spin } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { navigate } from '../navigation/hash-location.ts';
import { loadUserAndMenus } from '../session/session.actions.ts';
import { sessionAtom, userAtom } from '../state/session.atoms.ts';
import { guardRoute } from './route-guard.ts';

/** Applies the route guard to the current path: renders it, waits for the user, or redirects. */
export function RouteGuard({ path, children }: { path: string; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const decision = guardRoute(path, { hasSession: session !== null, user });
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const waiting = decision.kind === 'wait';
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);
  // A session without user info (its fetch failed after login): fetch it again rather than wait forever.
  useEffect(() => {
    if (waiting) loadUserAndMenus().catch(() => {});
  }, [waiting]);
  if (decision.kind === 'allow') return children;
  return <Spin className="page-cover" size={32} />;
}
