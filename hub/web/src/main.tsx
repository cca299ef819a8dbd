// Arco on React 19: the adapter must run before any Arco component renders (Message, Modal.confirm…).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '@entrepot/web/theme.css';
import './toast/toast.css';
import './styles.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installAreaIntents } from './areas/area-intents.ts';
import { hubBridge } from './areas/hub-bridge.service.ts';
import { installLookupRefresh } from './lookups/hub-lookups.ts';
import { menuAreaEntries } from './menu/menu-tree.ts';
import { rememberMenuAreas } from './navigation/routes.ts';
import { startSession } from './session/session.actions.ts';
import { menusAtom } from './state/session.atoms.ts';
import { hubStore } from './state/store.ts';

const followMenuAreas = () => rememberMenuAreas(menuAreaEntries(hubStore.get(menusAtom)));
followMenuAreas();
hubStore.sub(menusAtom, followMenuAreas);
installAreaIntents();
hubBridge();
installLookupRefresh();
void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first paint is ours: the boot cover of index.html can go (its own timer removes it after 1 s anyway).
requestAnimationFrame(() => document.getElementById('boot-cover')?.remove());
createRoot(root).render(
  <StrictMode>
    <Provider store={hubStore}>
      <App />
    </Provider>
  </StrictMode>,
);
