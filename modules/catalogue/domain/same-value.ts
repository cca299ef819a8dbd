// Stored and written values compared as a person reads them (the engine's `sameValue`): the imports
// (../server/import-env.ts) and the customs review (./save-sku-customs.command.ts) tell a real change from the
// same value written again with it.
export { sameValue } from '@entrepot/entity';
