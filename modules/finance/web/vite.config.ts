import { areaConfig } from '../../../shared/web/vite/area-config.ts';

// The server serves this build at /modules/finance/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default areaConfig('finance');
