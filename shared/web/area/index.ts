export { type Area, AreaContext, useArea } from './area-context.ts';
export { useCan, usePermission } from './use-can.ts';
export { type ConfigOptions, useEntityConfig } from './use-entity-config.ts';
