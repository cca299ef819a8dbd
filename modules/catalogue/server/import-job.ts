// The catalogue's imports as the platform's import kinds (hub module.ts ImportKind): the file task, the
// upload, the error report, progress, cancel, retry and the creator's current data rules are the engine's;
// each kind plans its units from all the file's rows (the rows of one SPU together) and writes them through
// the SPU and SKU commands. A repeated file (or a retry after a crash) finds its SPUs and SKUs stored and
// writes nothing twice.
import type { ImportKind as EngineImportKind } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { ownImportProcess } from './customs/customs-imports.ts';
import type { ImportEnv, ImportProcess } from './import-env.ts';
import type { ImportKind } from './import-kinds.ts';
import { skuInfoImport } from './import-sku-info.ts';
import { spuImport } from './import-spu.ts';
import { catalogueServices } from './services.ts';

/** The rows one file may hold: the plan keeps them in memory to gather an SPU's rows. */
export const MAX_IMPORT_ROWS = 50_000;
/** The platform's name of a catalogue kind: `catalogue.clothing`. */
export const taskKindOf = (kind: ImportKind) => `catalogue.${kind.name}`;

// biome-ignore lint/suspicious/noExplicitAny: each kind plans and writes units of its own shape
function processOf(kind: ImportKind): ImportProcess<any> {
  if (kind.shape.type === 'own') return ownImportProcess(kind.name);
  return kind.shape.type === 'sku-info' ? skuInfoImport : spuImport(kind.shape);
}

/** One catalogue kind as the platform runs it. */
export function taskKind(kind: ImportKind, database: Database, publisher: Outbox): EngineImportKind {
  const steps = processOf(kind);
  const s = catalogueServices();
  const envOf = (user: RequestUser): ImportEnv => ({ database, s, actor: { id: user.id, name: user.name }, access: user.access, publisher });
  return {
    kind: taskKindOf(kind),
    label: kind.label.replace(/导入$/, ''),
    permission: kind.permission,
    columns: kind.columns.map((c) => ({ label: c.label, required: c.required === true })),
    maxRows: MAX_IMPORT_ROWS,
    plan: (rows, user) => steps.plan(rows, envOf(user)),
    write: (tx, unit, user, counts) => steps.write(tx, unit, envOf(user), counts),
    rows: (unit) => steps.rows(unit),
  };
}
