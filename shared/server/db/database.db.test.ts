import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nextCounterValue, nextDocumentCode } from '../counter.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { genericPlansSettled } from './generic-plans.ts';
import { queryPrepared } from './prepared.ts';
import { QueryOutsideTransactionError } from './transaction.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

describe('type parsing is identical on both engines', () => {
  it('keeps int8 and numeric as strings, dates as text, timestamptz as ISO UTC', async () => {
    const { rows } = await t.database.pool.query(
      "select 9007199254740993::int8 as big, 12.30::numeric(10,2) as money, '2026-11-21'::date as day, '2026-11-21 16:00:00+08'::timestamptz as at",
    );
    expect(rows[0]).toEqual({ big: '9007199254740993', money: '12.30', day: '2026-11-21', at: '2026-11-21T08:00:00Z' });
  });
});

describe('errors', () => {
  it('a failed statement does not break the next ones', async () => {
    await expect(t.database.pool.query('select nonexistent_column from pg_class')).rejects.toThrow('does not exist');
    expect((await t.database.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    await expect(t.database.pool.query('select $1::int / 0', [1])).rejects.toThrow('division by zero');
    expect((await t.database.pool.query('select 2 as ok')).rows).toEqual([{ ok: 2 }]);
  });
});

describe('generic plans (PostgreSQL)', () => {
  // The session's plan_cache_mode tells which pool ran the statement.
  const modeOf = async (statement: ReturnType<typeof sql>) => (await queryPrepared(t.database.db, statement))[0]?.mode;

  it('runs a statement whose generic plan is bounded on the generic sessions, once its plan is looked at', async () => {
    if (t.database.kind !== 'postgres') return; // one connection: every statement planned with its values
    const bounded = sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`;
    expect(await modeOf(bounded)).toBe('force_custom_plan');
    await genericPlansSettled(t.database.pool);
    expect(await modeOf(bounded)).toBe('force_generic_plan');
  });

  it('keeps a statement whose generic plan reads rows by a filter planned with its values', async () => {
    if (t.database.kind !== 'postgres') return;
    const scanned = sql`select current_setting('plan_cache_mode') as mode from pg_class where relname like ${'pg_%'} limit ${1}`;
    expect(await modeOf(scanned)).toBe('force_custom_plan');
    await genericPlansSettled(t.database.pool);
    expect(await modeOf(scanned)).toBe('force_custom_plan');
  });
});

describe('settle', () => {
  it('keeps every committed row and answers the next statement (the embedded thread starts anew)', async () => {
    await t.database.pool.query('create table if not exists public.settle_probe (id int primary key)');
    await t.database.pool.query('insert into public.settle_probe values (1), (2)');
    await t.database.settle();
    expect((await t.database.pool.query('select count(*)::int as n from public.settle_probe')).rows).toEqual([{ n: 2 }]);
    await t.database.tx(async (tx) => {
      await tx.execute(sql`insert into public.settle_probe values (3)`);
    });
    expect((await t.database.pool.query('select count(*)::int as n from public.settle_probe')).rows).toEqual([{ n: 3 }]);
  });
});

describe('transactions', () => {
  it('commits and rolls back', async () => {
    await t.database.tx(async (tx) => {
      await tx.execute(sql`create table if not exists public.tx_probe (id int primary key)`);
    });
    await expect(
      t.database.tx(async (tx) => {
        await tx.execute(sql`insert into public.tx_probe values (1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await t.database.pool.query('select count(*) as n from public.tx_probe');
    expect(rows[0].n).toBe('0');
  });

  it('fails fast when code queries outside the open transaction', async () => {
    const outcome = t.database.tx(async () => {
      await t.database.db.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toBeInstanceOf(QueryOutsideTransactionError);
  });

  it('refuses a nested transaction instead of hanging', async () => {
    await expect(t.database.tx(() => t.database.tx(async () => 1))).rejects.toThrow('已在事务中');
  });

  it('retries a serialization failure and then succeeds', async () => {
    let attempts = 0;
    const result = await t.database.tx(async (tx) => {
      attempts++;
      await tx.execute(sql`select 1`);
      if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
  });

  it('lets other queries run while no transaction is open in their context', async () => {
    const [a, b] = await Promise.all([
      t.database.tx(async (tx) => (await tx.execute(sql`select 1 as v`)).rows[0]),
      t.database.pool.query('select 2 as v').then((r) => r.rows[0]),
    ]);
    expect(a).toEqual({ v: 1 });
    expect(b).toEqual({ v: 2 });
  });
});

describe('counters and document codes', () => {
  it('counts without gaps under concurrency', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => t.database.tx((tx) => nextCounterValue(tx, 'probe'))));
    expect(values.map(Number).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  // The embedded database has one connection (its writers queue): fewer numbers say as much there.
  const each = inject('testDb').kind === 'embedded' ? 20 : 100;
  it(`20 writers take ${20 * each} document numbers, a tenth of them in transactions that roll back: no duplicate, no gap`, async () => {
    const at = new Date('2026-11-26T04:00:00Z');
    const kept: string[] = [];
    const writer = async (w: number) => {
      for (let i = 0; i < each; i++) {
        const abandon = (w * each + i) % 10 === 0;
        await t.database
          .tx(async (tx) => {
            const code = await nextDocumentCode(tx, 'PO{yyyyMMdd}-{seq}', at);
            if (abandon) throw new Error('rolled back');
            kept.push(code);
          })
          .catch((e: Error) => {
            if (e.message !== 'rolled back') throw e;
          });
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
    expect(new Set(kept).size).toBe(18 * each);
    expect(kept.sort()).toEqual(Array.from({ length: 18 * each }, (_, i) => `PO20261126-${String(i + 1).padStart(4, '0')}`));
  });

  it('formats daily document codes in the business day of Shanghai', async () => {
    const at = new Date('2026-11-21T17:00:00Z'); // 01:00 on the 22nd in Shanghai
    const first = await t.database.tx((tx) => nextDocumentCode(tx, 'PO{yyyyMMdd}{seq}', at));
    const second = await t.database.tx((tx) => nextDocumentCode(tx, 'PO{yyyyMMdd}{seq}', at));
    expect(first).toBe('PO202611220001');
    expect(second).toBe('PO202611220002');
    expect(await t.database.tx((tx) => nextDocumentCode(tx, 'SKU{seq:6}', at))).toBe('SKU000001');
  });
});

describe('sessions', () => {
  it('run in UTC on both engines', async () => {
    const { rows } = await t.database.pool.query('show timezone');
    expect(rows[0].TimeZone).toBe('UTC');
  });
});
