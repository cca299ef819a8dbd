import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { EntityTable } from '../table.ts';

/** Creates derived tables the way a generated migration would (engine tests only). */
export async function createTables(database: Database, schemaName: string, tables: Record<string, EntityTable>): Promise<void> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  await database.db.execute(sql.raw('create extension if not exists pg_trgm'));
  await database.db.execute(sql.raw(`create schema if not exists ${schemaName}`));
  for (const statement of statements) if (!statement.startsWith('CREATE SCHEMA')) await database.db.execute(sql.raw(statement));
}
