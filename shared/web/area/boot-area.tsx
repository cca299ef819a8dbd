// The look every area shares, and Arco on React 19 (its adapter runs before any Arco component renders:
// Message, Modal.confirm…); built once into the shared UI library (shared/web/vite/ui-library.ts).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '../theme/theme.css';
import { bridgeLocation, createAreaBridge, forwardHotkeys, redirectTopLevelToHub } from '@entrepot/bridge/area';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { createAreaHttpClient } from '../http/index.ts';
import { applyTheme } from '../theme/index.ts';
import { AreaContext } from './area-context.ts';
import { UnbuiltPage } from './unbuilt-page.tsx';

/** The spec's hash path → the page of the area that renders it. */
export type AreaRoutes = readonly (readonly [path: string, page: ComponentType])[];

type Location = Pick<ReturnType<typeof bridgeLocation>, 'hook' | 'searchHook'>;

/** The one page frame of every area's screens: the same margins, ground and height whatever the area. */
const FRAME = { padding: '16px 20px', background: 'var(--color-bg-2)', minHeight: '100vh', boxSizing: 'border-box' } as const;

/** The area's pages, routed by the hub's location (the hash path of the active tab), each in the page frame. */
export function AreaRouter({ location, routes }: { location: Location; routes: AreaRoutes }) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <div className="area-frame" style={FRAME}>
        <Switch>
          {routes.map(([path, page]) => (
            <Route key={path} path={path} component={page} />
          ))}
          {/* A screen of the spec this area has no page for yet: never a blank pane. */}
          <Route component={UnbuiltPage} />
        </Switch>
      </div>
    </Router>
  );
}

/**
 * Starts an area app in its iframe (ARCHITECTURE §6): its end of the bridge, hotkeys forwarded to the hub,
 * the HTTP client on the hub's session, the hub's theme; renders once the hub's `init` has arrived, so the
 * first requests already carry the session. Opened outside the hub, it sends the browser to the hub.
 */
export function bootArea(area: string, routes: AreaRoutes): void {
  if (redirectTopLevelToHub()) return;
  const bridge = createAreaBridge({ area });
  forwardHotkeys(bridge);
  const http = createAreaHttpClient(bridge);
  const location = bridgeLocation(bridge);
  bridge.subscribe(() => applyTheme(bridge.getSnapshot()?.theme ?? 'green'));
  // Pages are not cached here yet (wouter renders only the current route), so an eviction drops nothing.
  bridge.onEvict(() => {});
  void bridge.whenReady().then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing from index.html');
    createRoot(root).render(
      <StrictMode>
        <AreaContext value={{ bridge, http }}>
          <AreaRouter location={location} routes={routes} />
        </AreaContext>
      </StrictMode>,
    );
  });
}
