// Arco on React 19: the adapter must run before any Arco component renders (Message, Modal.confirm…).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '@entrepot/web/theme.css';
import { bootArea } from '@entrepot/web/area';
import { routes } from './app.tsx';

bootArea('oms', routes);
