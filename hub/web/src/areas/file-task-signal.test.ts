import { afterAll, describe, expect, it } from 'vitest';
import { hubStore } from '../state/store.ts';
import { fileTasksChanged, fileTasksVersionAtom, listenToOtherTabs } from './file-task-signal.ts';

describe('file tasks kept live across the hub', () => {
  const otherTab = new BroadcastChannel('entrepot.file-tasks');
  afterAll(() => otherTab.close());

  it('moves the version when an area of this tab starts a task, and tells the other tabs', async () => {
    listenToOtherTabs();
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    const before = hubStore.get(fileTasksVersionAtom);
    fileTasksChanged();
    expect(hubStore.get(fileTasksVersionAtom)).toBe(before + 1);
    expect(await heard).toBe('changed');
  });

  it('moves the version when another tab says a task started', async () => {
    const before = hubStore.get(fileTasksVersionAtom);
    otherTab.postMessage('changed');
    await expect.poll(() => hubStore.get(fileTasksVersionAtom)).toBe(before + 1);
  });
});
