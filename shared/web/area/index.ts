export { type Area, AreaContext, useArea } from './area-context.ts';
export { AreaRouter, type AreaRoutes, bootArea } from './boot-area.tsx';
export { EXPORT_STARTED, ExportButton, exportParams, FILE_TASKS_PATH, FileTasksLink } from './export-button.tsx';
export { FileToolbar, IMPORT_STARTED, ImportButton } from './import-button.tsx';
export { saveDownload } from './save-download.ts';
export { useCan, usePermission } from './use-can.ts';
export { type ConfigOptions, useEntityConfig } from './use-entity-config.ts';
export { type LookupState, useLookup } from './use-lookup.ts';
