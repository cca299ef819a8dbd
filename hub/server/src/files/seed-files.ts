// The file store as the modules' seeds use it (demo pictures): stored as the administrator's uploads, pictures
// with their thumbnails, so lists and details show them as they show any upload.
import type { Executor } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { users } from '../identity/identity.schema.ts';
import type { SeedFiles } from '../module.ts';
import type { FileService } from './files.service.ts';

export function seedFiles(files: FileService): SeedFiles {
  return {
    async store(exec: Executor, file) {
      const [admin] = await exec.select({ id: users.id }).from(users).where(eq(users.login_name, 'admin'));
      const [stored] = await files.store(exec, [{ filename: file.name, mimetype: file.contentType, bytes: file.bytes }], {
        purpose: 'demo',
        imagesOnly: false,
        ownerId: admin?.id ?? '',
      });
      return stored!.id;
    },
  };
}
