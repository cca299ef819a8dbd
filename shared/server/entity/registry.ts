import type { EntityDecl } from '@entrepot/entity';
import type { FileDirectory } from './file-directory.ts';
import type { EntityRegistry } from './service.ts';
import type { EntityTable } from './table.ts';

/** Every entity the server knows, so references can show their target's title. */
export class Entities implements EntityRegistry {
  private readonly byName = new Map<string, { decl: EntityDecl; table: EntityTable }>();
  /** The file store of file fields; unset: the one the hub registered (setFileDirectory). */
  files?: FileDirectory;

  add(decl: EntityDecl, table: EntityTable): void {
    this.byName.set(decl.name, { decl, table });
  }

  get(name: string) {
    return this.byName.get(name);
  }
}
