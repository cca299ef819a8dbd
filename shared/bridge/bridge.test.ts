import { describe, expect, it, vi } from 'vitest';
import { createAreaBridge, forwardHotkeys } from './area/area-bridge.ts';
import { chordOf } from './chords.ts';
import { createHubBridge } from './hub/hub-bridge.ts';
import { BRIDGE_TAG, type HubSnapshot, pack, unpack } from './messages.ts';
import type { MessageHost, PostTarget } from './ports.ts';

const HUB_ORIGIN = 'http://127.0.0.1:8390';

/** A window stand-in: posting to it delivers a message event to its listeners, from `source` at `origin`. */
class FakeWindow implements MessageHost, PostTarget {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  readonly origin: string;
  private readonly peer: () => FakeWindow;
  constructor(origin: string, peer: () => FakeWindow) {
    this.origin = origin;
    this.peer = peer;
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  postMessage(data: unknown, targetOrigin: string) {
    if (targetOrigin !== this.origin) return; // what a browser does with a wrong targetOrigin
    const event = { data: structuredClone(data), origin: this.peer().origin, source: this.peer() } as unknown as MessageEvent;
    for (const listener of this.listeners) listener(event);
  }
}

const snapshot: HubSnapshot = {
  session: { token: 't', ticket: 'k' },
  user: { id: '1', login_name: 'zhang', name: '张三', mobile: '13812345678', is_admin: false },
  permissions: ['purchase.order.read'],
  theme: 'green',
  locale: 'zh-CN',
  path: '/purchase/management/order',
  search: '',
};

function pair(areaOrigin = HUB_ORIGIN) {
  const hubWin: FakeWindow = new FakeWindow(HUB_ORIGIN, () => frameWin);
  const frameWin: FakeWindow = new FakeWindow(areaOrigin, () => hubWin);
  const onMessage = vi.fn();
  const hub = createHubBridge({ host: hubWin, snapshotFor: (area) => ({ ...snapshot, path: `/${area}` }), onMessage });
  hub.attach('purchase', frameWin, areaOrigin);
  return { hubWin, frameWin, hub, onMessage };
}

describe('bridge', () => {
  it('answers ready with init, then carries patches and intents', async () => {
    const { hubWin, frameWin, hub, onMessage } = pair();
    const area = createAreaBridge({ area: 'purchase', self: frameWin, parent: hubWin, hubOrigin: HUB_ORIGIN });
    const first = await area.whenReady();
    expect(first.path).toBe('/purchase');
    expect(hub.isReady('purchase')).toBe(true);
    expect(onMessage).toHaveBeenCalledWith('purchase', { type: 'ready', area: 'purchase' });

    const seen = vi.fn();
    area.subscribe(seen);
    hub.broadcast({ type: 'patch', patch: { theme: 'blue' } });
    expect(area.getSnapshot()?.theme).toBe('blue');
    expect(seen).toHaveBeenCalledTimes(1);

    area.openTab('/purchase/x', { title: 'X' });
    expect(onMessage).toHaveBeenLastCalledWith('purchase', { type: 'tab:open', path: '/purchase/x', title: 'X' });

    hub.broadcast({ type: 'session:end' });
    expect(area.getSnapshot()?.session).toBeNull();
  });

  it('asks the hub for a lookup list once, and hands later versions to listeners', async () => {
    const { hubWin, frameWin, hub, onMessage } = pair();
    const area = createAreaBridge({ area: 'purchase', self: frameWin, parent: hubWin, hubOrigin: HUB_ORIGIN });
    await area.whenReady();
    const first = area.lookup('warehouses');
    const again = area.lookup('warehouses');
    expect(onMessage.mock.calls.filter(([, m]) => m.type === 'lookup:get')).toEqual([['purchase', { type: 'lookup:get', name: 'warehouses' }]]);
    hub.post('purchase', { type: 'lookup', name: 'warehouses', version: 1, items: [{ id: 'a' }] });
    expect(await first).toEqual([{ id: 'a' }]);
    expect(await again).toEqual([{ id: 'a' }]);
    const seen = vi.fn();
    area.onLookup('warehouses', seen);
    hub.post('purchase', { type: 'lookup', name: 'warehouses', version: 2, items: [{ id: 'a' }, { id: 'b' }] });
    expect(seen).toHaveBeenCalledWith([{ id: 'a' }, { id: 'b' }]);
    expect(await area.lookup('warehouses')).toHaveLength(2);
  });

  it('rejects a lookup the hub could not read, and asks again next time', async () => {
    const { hubWin, frameWin, hub, onMessage } = pair();
    const area = createAreaBridge({ area: 'purchase', self: frameWin, parent: hubWin, hubOrigin: HUB_ORIGIN });
    await area.whenReady();
    const failed = area.lookup('countries');
    hub.post('purchase', { type: 'lookup', name: 'countries', version: 0, items: [], error: '网络错误' });
    await expect(failed).rejects.toThrow('网络错误');
    void area.lookup('countries');
    expect(onMessage.mock.calls.filter(([, m]) => m.type === 'lookup:get')).toHaveLength(2);
  });

  it('ignores messages from another origin or version', () => {
    const { hubWin, frameWin, onMessage } = pair('http://evil.example');
    createAreaBridge({ area: 'purchase', self: frameWin, parent: hubWin, hubOrigin: 'http://evil.example' });
    // the frame's window is attached under another origin than the one it posts from
    expect(onMessage).not.toHaveBeenCalled();
    expect(unpack({ tag: BRIDGE_TAG, v: 999, msg: { type: 'ready' } })).toBeNull();
    expect(unpack({ ...pack({ type: 'ready' }) })).toEqual({ type: 'ready' });
  });

  it('forwards only the global chords, and ? not while typing', () => {
    const doc = new EventTarget();
    const hotkey = vi.fn();
    const stop = forwardHotkeys({ hotkey }, doc as unknown as Document);
    const key = (init: Partial<KeyboardEvent>) => {
      const e = Object.assign(new Event('keydown', { cancelable: true }), { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: '', ...init });
      doc.dispatchEvent(e);
      return e;
    };
    expect(key({ ctrlKey: true, key: 'k' }).defaultPrevented).toBe(true);
    key({ ctrlKey: true, key: 'w' });
    key({ altKey: true, key: '∑', code: 'KeyW' });
    expect(hotkey.mock.calls).toEqual([['palette'], ['tab:close']]);
    stop();
    expect(chordOf({ key: '?', ctrlKey: false, metaKey: false, altKey: false, shiftKey: true }, true)).toBeNull();
    expect(chordOf({ key: '?', ctrlKey: false, metaKey: false, altKey: false, shiftKey: true })).toBe('cheatsheet');
    expect(chordOf({ key: '1', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBeNull();
    expect(chordOf({ key: '¡', code: 'Digit1', ctrlKey: false, metaKey: false, altKey: true, shiftKey: false })).toBe('tab:1');
  });
});
