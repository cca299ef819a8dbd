import { areaConfig } from '../../../shared/web/vite/area-config.ts';

// The server serves this build at /modules/oms/; the hub mounts it in an iframe (ARCHITECTURE §6).
export default areaConfig('oms');
