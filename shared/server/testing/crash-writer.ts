// Child process for the crash test: writes rows one transaction at a time and reports each commit.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <dataDir>');
const database = await openDatabase({ dataDir });
await database.db.execute(sql`create table if not exists public.crash_probe (id int primary key, payload text not null)`);
for (let i = 1; ; i++) {
  await database.tx(async (tx) => {
    await tx.execute(sql`insert into public.crash_probe values (${i}, ${'x'.repeat(2000)})`);
  });
  process.stdout.write(`${i}\n`); // acknowledged only after COMMIT returned
}
