import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { outboxDeliveries } from './events.schema.ts';
import { Outbox } from './outbox.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.execute(sql`create table public.reactions (event_id uuid primary key, sku text not null)`);
});
afterAll(async () => t?.drop());

describe('transactional outbox', () => {
  it('delivers an event once to a subscriber that failed the first time, and shows the failure meanwhile', async () => {
    const outbox = new Outbox(t.database);
    let calls = 0;
    outbox.subscribe('catalogue.sku.created', 'purchase.track-sku', async (payload, tx, meta) => {
      calls++;
      await tx.execute(sql`insert into public.reactions values (${meta.eventId}, ${String(payload.sku)})`);
      if (calls === 1) throw new Error('supplier service down'); // rolls back the insert above
    });
    const id = await t.database.tx((tx) => outbox.publish(tx, 'catalogue.sku.created', { sku: 'SKU0001' }));

    expect(await outbox.dispatch()).toBe(0);
    const [failed] = await t.database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'supplier service down' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    expect(await outbox.dispatch(new Date(Date.now() + 5_000))).toBe(1);
    expect(await outbox.dispatch(new Date(Date.now() + 60_000))).toBe(0); // delivered: never again
    const { rows } = await t.database.pool.query('select sku from public.reactions');
    expect(rows).toEqual([{ sku: 'SKU0001' }]);
    expect(calls).toBe(2);
  });

  it('writes nothing when the publishing transaction rolls back', async () => {
    const outbox = new Outbox(t.database);
    outbox.subscribe('x.happened', 'y.react', async () => {});
    await expect(
      t.database.tx(async (tx) => {
        await outbox.publish(tx, 'x.happened', {});
        throw new Error('command failed');
      }),
    ).rejects.toThrow('command failed');
    expect(await outbox.dispatch()).toBe(0);
    const { rows } = await t.database.pool.query("select count(*)::int as n from platform.outbox_events where name = 'x.happened'");
    expect(rows[0].n).toBe(0);
  });

  it('delivers what a seed published before the server ran (deferred) to the server’s subscribers, once', async () => {
    const seed = new Outbox(t.database, { deferred: true }); // a process that has no subscribers
    await t.database.tx((tx) => seed.publish(tx, 'finance.demo.paid', { sku: 'SKU0002' }));
    const server = new Outbox(t.database);
    const seen: string[] = [];
    server.subscribe('finance.demo.paid', 'purchase.count-paid', async (payload) => void seen.push(String(payload.sku)));
    expect(await server.dispatch()).toBe(0); // no delivery yet: nobody listened when it was published
    expect(await server.adoptDeferred()).toBe(1);
    expect(await server.adoptDeferred()).toBe(0); // adopted once
    expect(await server.dispatch()).toBe(1);
    expect(seen).toEqual(['SKU0002']);
  });
});
