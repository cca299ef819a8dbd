import { join } from 'node:path';

export const migrationsFolder = join(import.meta.dirname, '..', 'migrations');
