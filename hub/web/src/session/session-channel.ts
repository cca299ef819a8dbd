// Several browser tabs share one session: logging out in one logs out all (spec 000 §4, ARCHITECTURE §6).

const CHANNEL_NAME = 'entrepot-session';
type SessionSignal = { type: 'logout' };

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

export function announceLogout(): void {
  channel?.postMessage({ type: 'logout' } satisfies SessionSignal);
}

export function onLogoutElsewhere(handler: () => void): () => void {
  if (!channel) return () => {};
  const listener = (event: MessageEvent<SessionSignal>) => {
    if (event.data?.type === 'logout') handler();
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
