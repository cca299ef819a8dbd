import type { EntityDecl } from '@entrepot/entity';
import type { FileDirectory } from './file-directory.ts';
import { noteEntity } from './references.ts';
import { type EntityRegistry, EntityService } from './service.ts';
import type { EntityTable } from './table.ts';

/** Every entity the server knows, so references can show their target's title. */
export class Entities implements EntityRegistry {
  private readonly byName = new Map<string, { decl: EntityDecl; table: EntityTable }>();
  /** The file store of file fields; unset: the one the hub registered (setFileDirectory). */
  files?: FileDirectory;

  add(decl: EntityDecl, table: EntityTable): void {
    this.byName.set(decl.name, { decl, table });
    noteEntity(decl, table);
  }

  get(name: string) {
    return this.byName.get(name);
  }
}

type Pair = readonly [decl: EntityDecl, table: EntityTable];

/**
 * The derived services of a module's entities, sharing one registry so references show titles:
 * `servicesOf({ warehouse: [warehouse, warehouses] }, [[company, companyTable]])` → `{ registry, warehouse }`.
 * `titlesOnly` are other modules' tables, registered only to title references to them.
 */
export function servicesOf<E extends Record<string, Pair>>(
  entities: E,
  titlesOnly: readonly Pair[] = [],
): { registry: Entities } & { [K in keyof E]: EntityService<E[K][0]> } {
  const registry = new Entities();
  for (const [decl, table] of [...Object.values<Pair>(entities), ...titlesOnly]) registry.add(decl, table);
  const services = Object.fromEntries(Object.entries<Pair>(entities).map(([key, [decl, table]]) => [key, new EntityService(decl, table, registry)]));
  return { registry, ...services } as { registry: Entities } & { [K in keyof E]: EntityService<E[K][0]> };
}
