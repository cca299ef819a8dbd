import { randomBytes } from 'node:crypto';
import type { Executor } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { settings } from './identity.schema.ts';

/** A secret shared by every server process, created once (first writer wins). */
export async function sharedSecret(exec: Executor, key: string): Promise<string> {
  await exec
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await exec.select().from(settings).where(eq(settings.key, key));
  return row!.value;
}
