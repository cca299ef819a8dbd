import { bootArea } from '@entrepot/web/area';
import { routes } from './app.tsx';

bootArea('oms', routes);
