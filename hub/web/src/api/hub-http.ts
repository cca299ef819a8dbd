import { createHttpClient } from '@entrepot/web/http';
import { sessionAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { toast } from '../toast/toast.ts';

let sessionInvalidHandler: () => void = () => {};

/** The session module registers what 10401 does; set once at start (avoids an import cycle). */
export function onSessionInvalid(handler: () => void): void {
  sessionInvalidHandler = handler;
}

export const http = createHttpClient({
  getSession: () => hubStore.get(sessionAtom),
  notifyError: (message) => toast('error', message),
  onSessionInvalid: () => sessionInvalidHandler(),
});
