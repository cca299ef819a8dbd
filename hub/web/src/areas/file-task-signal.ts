// 文件任务 kept live: an area that starts a file task says so over the bridge (`tasks:changed`); the hub moves
// `tasks` in every area's snapshot, so an open task centre reloads at once, and tells the user's other browser
// tabs of this hub (a BroadcastChannel of the same origin), whose task centres reload too.
import { atom } from 'jotai';
import { hubStore } from '../state/store.ts';

export const fileTasksVersionAtom = atom(0);

const CHANNEL = 'entrepot.file-tasks';
let channel: BroadcastChannel | null = null;

const bump = () => hubStore.set(fileTasksVersionAtom, hubStore.get(fileTasksVersionAtom) + 1);

/** A task started in an area of this tab: every area here, and every other tab, hears of it. */
export function fileTasksChanged(): void {
  bump();
  channel?.postMessage('changed');
}

/** Listens to the other tabs (once per hub window). */
export function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = bump;
}
