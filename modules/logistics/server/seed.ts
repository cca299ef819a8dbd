import { role } from '@entrepot/hub-server/entities';
import { newId } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_CHANNELS, DEMO_COMPANIES } from '../domain/demo-carriers.ts';
import { ISO_COUNTRIES } from '../domain/iso-countries.ts';
import { channel, company, country } from '../entities/index.ts';
import { channels, companies, countries } from './logistics.schema.ts';

// Identity's roles, addressed only to grant the demo warehouse role the logistics read codes (not a *.schema.ts).
const roleTable = tableOf(role);

/**
 * The ISO 3166-1 countries, once: only while the table is empty, so a country an administrator deleted
 * stays deleted at the next start. Reference data, seeded whatever SEED_DEMO says.
 */
export async function seedCountries(database: Database): Promise<number> {
  return database.tx(async (tx) => {
    const [any] = await tx.select({ id: countries.id }).from(countries).limit(1);
    if (any) return 0;
    const rows = ISO_COUNTRIES.map(([code, code3, name, name_en]) => ({ id: newId(), code, code3, name, name_en, status: 'enabled' }));
    await tx.insert(countries).values(rows).onConflictDoNothing();
    return rows.length;
  });
}

/**
 * Demo logistics companies and their channels (only when SEED_DEMO is on: the caller decides), and the
 * read codes of the logistics screens for the demo role 仓库. Idempotent (ON CONFLICT DO NOTHING on the
 * unique codes; never overwrites edits).
 */
export async function seedLogisticsDemo(database: Database): Promise<void> {
  await database.tx(async (tx) => {
    await tx
      .insert(companies)
      .values(DEMO_COMPANIES.map(([code, name, name_en, type, website]) => ({ id: newId(), code, name, name_en, type, website, status: 'enabled' })))
      .onConflictDoNothing();
    const companyIds = new Map(
      (
        await tx
          .select({ id: companies.id, code: companies.code })
          .from(companies)
          .where(
            inArray(
              companies.code,
              DEMO_COMPANIES.map(([code]) => code),
            ),
          )
      ).map((c) => [c.code, c.id]),
    );
    const rows = DEMO_CHANNELS.filter(([, , owner]) => companyIds.has(owner)).map(([code, name, owner, transport_type, served]) => ({
      id: newId(),
      code,
      name,
      company_id: companyIds.get(owner)!,
      transport_type,
      countries: [...served],
      status: 'enabled',
    }));
    if (rows.length) await tx.insert(channels).values(rows).onConflictDoNothing();
    const codes = sql.join(
      [country, company, channel].map((decl) => sql`${decl.permission('read')}`),
      sql`, `,
    );
    await tx
      .update(roleTable)
      .set({ permissions: sql`array(select distinct c from unnest(${roleTable.permissions} || array[${codes}]::text[]) as c order by c)` })
      .where(eq(roleTable.name, '仓库'));
  });
}
