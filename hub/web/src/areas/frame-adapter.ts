import { loadMicroApp } from 'qiankun';
import { AREA_LOAD_TIMEOUT_MS } from '../config/hub.config.ts';

// ARCHITECTURE §6: qiankun loads a tiny classic-script adapter per area; its `mount` places an <iframe> on
// the area's own Vite build. The iframe is the isolation boundary (Vite's ES modules cannot run in
// qiankun 2's sandbox), so the adapter runs with qiankun's sandbox off and only delegates to the hub.

/** `absent`: the area has no build yet (its screens are still being built), not a failure to retry. */
export type AreaStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'absent' } | { kind: 'error'; message: string };

/** The area's build is not on the server: every screen of it is 功能建设中. */
export class AreaAbsent extends Error {}

export function areaSrc(area: string): string {
  return `/modules/${area}/`;
}

/** The adapter's lifecycles, written under the app's unique name where qiankun looks for them. */
function adapterScript(globalName: string): string {
  const name = JSON.stringify(globalName);
  return `<script>window[${name}]={bootstrap:function(){return Promise.resolve()},mount:function(p){return p.mountFrame(p.container)},unmount:function(p){return p.unmountFrame(p.container)},update:function(){return Promise.resolve()}};</script>`;
}

let built: Promise<ReadonlySet<string> | null> | null = null;
/** The areas the server has a build of (`GET /modules/built`), read once; null when it cannot say. */
function builtAreas(): Promise<ReadonlySet<string> | null> {
  built ??= fetch('/modules/built', { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<{ data?: string[] }>) : null))
    .then((answer) => (Array.isArray(answer?.data) ? new Set(answer.data) : null))
    .catch(() => null);
  return built;
}

/** Fails with a message a person can act on when the area's build is not there. */
async function probeBuild(area: string): Promise<void> {
  const known = await builtAreas();
  if (known && !known.has(area)) throw new AreaAbsent(`模块 ${area} 尚未建设`);
  let response: Response;
  try {
    response = await fetch(areaSrc(area), { cache: 'no-store' });
  } catch (error) {
    throw new Error(`模块 ${area} 加载失败：${error instanceof Error ? error.message : String(error)}`);
  }
  const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
  if (response.status === 404 && !known) throw new AreaAbsent(`模块 ${area} 尚未建设`);
  if (!response.ok || !isPage) throw new Error(`模块 ${area} 加载失败（HTTP ${response.status}），请确认该模块已构建`);
}

export interface AreaFrameHooks {
  /** the new iframe is in the page: the bridge starts listening to it */
  onFrame(frame: HTMLIFrameElement): void;
  onFrameGone(): void;
  onStatus(status: AreaStatus): void;
  /** resolves when the area said `ready` over the bridge */
  whenReady(): Promise<void>;
}

let loads = 0;

/** Loads one area into `container`; `unload` removes its iframe (and with it the area's memory). */
export function loadArea(area: string, container: HTMLElement, hooks: AreaFrameHooks, timeoutMs = AREA_LOAD_TIMEOUT_MS): { unload(): Promise<void> } {
  const name = `entrepot-area-${area}-${++loads}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: HTMLIFrameElement | null = null;
  let settled = false;
  const settle = (status: AreaStatus) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    hooks.onStatus(status);
  };

  const mountFrame = async (host: HTMLElement) => {
    // Our message, not qiankun's wrapper around it ("parcel … died in status …").
    await probeBuild(area).catch((error: Error) => {
      settle(error instanceof AreaAbsent ? { kind: 'absent' } : { kind: 'error', message: error.message });
      throw error;
    });
    frame = document.createElement('iframe');
    frame.src = areaSrc(area);
    frame.title = area;
    frame.className = 'area-frame';
    frame.dataset['module'] = area;
    (host.querySelector('.area-frame-root') ?? host).appendChild(frame);
    hooks.onFrame(frame);
    // A chunk that does not arrive within 120 s is a failure (spec 000 §9), shown in the pane.
    timer = setTimeout(() => settle({ kind: 'error', message: `模块 ${area} 加载超时` }), timeoutMs);
    hooks.whenReady().then(() => settle({ kind: 'ready' }));
  };
  const unmountFrame = async () => {
    clearTimeout(timer);
    frame?.remove(); // its own frame only: a retry may already have placed the next one beside it
    frame = null;
    hooks.onFrameGone();
  };

  hooks.onStatus({ kind: 'loading' });
  const app = loadMicroApp(
    { name, entry: { html: '<div class="area-frame-root"></div>', scripts: [adapterScript(name)] }, container, props: { mountFrame, unmountFrame } },
    { sandbox: false, singular: false },
  );
  app.mountPromise.catch((error: unknown) => settle({ kind: 'error', message: error instanceof Error ? error.message : String(error) }));

  return {
    async unload() {
      settled = true;
      clearTimeout(timer);
      await app.mountPromise.catch(() => {});
      if (app.getStatus() === 'MOUNTED') await app.unmount();
      hooks.onFrameGone();
    },
  };
}
