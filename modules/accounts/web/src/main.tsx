// Arco on React 19: the adapter must run before any Arco component renders (Message, Modal.confirm…).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '@entrepot/web/theme.css';
import { bridgeLocation, createAreaBridge, forwardHotkeys, redirectTopLevelToHub } from '@entrepot/bridge/area';
import { AreaContext } from '@entrepot/web/area';
import { createAreaHttpClient } from '@entrepot/web/http';
import { applyTheme } from '@entrepot/web/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

if (!redirectTopLevelToHub()) {
  const bridge = createAreaBridge({ area: 'accounts' });
  forwardHotkeys(bridge);
  const http = createAreaHttpClient(bridge);
  const location = bridgeLocation(bridge);
  bridge.subscribe(() => applyTheme(bridge.getSnapshot()?.theme ?? 'green'));
  // Pages are not cached here yet (wouter renders only the current route), so an eviction drops nothing.
  bridge.onEvict(() => {});

  // Render once the hub's `init` arrived: the first requests already carry the session.
  void bridge.whenReady().then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing from index.html');
    createRoot(root).render(
      <StrictMode>
        <AreaContext value={{ bridge, http }}>
          <App location={location} />
        </AreaContext>
      </StrictMode>,
    );
  });
}
