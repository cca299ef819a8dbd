import type { Executor } from '@entrepot/server-kit/db';
import type { FileDirectory, StoredFileInfo } from '@entrepot/server-kit/entity';
import { inArray } from 'drizzle-orm';
import { files } from '../identity/identity.schema.ts';
import type { FileService } from './files.service.ts';

/** What entities' file fields see of the store: names, types, owners and fresh signed URLs by id. */
export function fileDirectory(service: FileService): FileDirectory {
  return {
    async describe(exec: Executor, ids: string[]) {
      const found = new Map<string, StoredFileInfo>();
      if (ids.length === 0) return found;
      const rows = await exec.select().from(files).where(inArray(files.id, ids));
      for (const r of rows) {
        if (!r.id) continue;
        found.set(r.id, { id: r.id, name: r.originalName, url: service.signer.url(r.key), content_type: r.contentType, owner_id: r.ownerId });
      }
      return found;
    },
    // A URL this server once signed, expired or not (verified as of time 0), is signed afresh.
    resign: (key, exp, sig) => (service.signer.verify(key, exp, sig, 0) ? service.signer.url(key) : null),
  };
}
