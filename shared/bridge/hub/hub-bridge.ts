import { type AreaToHub, type HubSnapshot, type HubToArea, pack, unpack } from '../messages.ts';
import type { MessageHost, PostTarget } from '../ports.ts';

export interface HubBridgeOptions {
  host: MessageHost;
  /** the snapshot an area gets on `ready`; `path` differs per area */
  snapshotFor(area: string): HubSnapshot;
  onMessage(area: string, msg: AreaToHub): void;
}

interface FrameLink {
  target: PostTarget;
  origin: string;
  ready: boolean;
}

export interface HubBridge {
  /** Starts listening to one area's frame; only messages from that window and origin are accepted. */
  attach(area: string, target: PostTarget, origin: string): void;
  detach(area: string): void;
  isReady(area: string): boolean;
  post(area: string, msg: HubToArea): void;
  /** Sends the patch to every ready frame. */
  broadcast(msg: HubToArea): void;
  dispose(): void;
}

export function createHubBridge(options: HubBridgeOptions): HubBridge {
  const frames = new Map<string, FrameLink>();

  const send = (link: FrameLink, msg: HubToArea) => link.target.postMessage(pack(msg), link.origin);

  const onMessage = (event: MessageEvent) => {
    const msg = unpack<AreaToHub>(event.data);
    if (!msg) return;
    for (const [area, link] of frames) {
      // Both checks: a frame navigated elsewhere keeps its window but changes origin.
      if (link.target !== event.source || link.origin !== event.origin) continue;
      if (msg.type === 'ready') {
        link.ready = true;
        send(link, { type: 'init', snapshot: options.snapshotFor(area) });
      }
      options.onMessage(area, msg);
      return;
    }
  };
  options.host.addEventListener('message', onMessage);

  return {
    attach(area, target, origin) {
      frames.set(area, { target, origin, ready: false });
    },
    detach(area) {
      frames.delete(area);
    },
    isReady: (area) => frames.get(area)?.ready ?? false,
    post(area, msg) {
      const link = frames.get(area);
      // Before `ready` the area gets everything in its `init`, so nothing is lost by not sending.
      if (link?.ready) send(link, msg);
    },
    broadcast(msg) {
      for (const link of frames.values()) if (link.ready) send(link, msg);
    },
    dispose() {
      options.host.removeEventListener('message', onMessage);
      frames.clear();
    },
  };
}
