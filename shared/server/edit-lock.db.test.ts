// The edit lease under races (notes/documents.md "Concurrency and locks"): of two editors racing for one
// record's lock exactly one wins, every round; a token that lost the lease never saves; a holder whose lease
// ran out is taken over; the refusal names who holds it since when.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acquireLock, assertLockHeld, lockState, releaseLock, renewLock } from './edit-lock.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts';

// The embedded database has one connection: its races are serialized, so fewer rounds say as much there.
const ROUNDS = Number(process.env.LOCK_ROUNDS ?? (inject('testDb').kind === 'embedded' ? 200 : 1000));
const buyerA = { id: 'a', name: '采购甲' };
const buyerB = { id: 'b', name: '采购乙' };
const won = (r: PromiseSettledResult<unknown>) => r.status === 'fulfilled';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

describe('edit lock', () => {
  it(`two clients race for the same free lock ${ROUNDS} times: exactly one wins each round, and only its token saves`, async () => {
    // Ten records at a time, two racers each: every round is still its own two-client race.
    const round = async (n: number) => {
      const record = `po-${n}`;
      const [a, b] = await Promise.allSettled([
        acquireLock(t.database.db, 'test.order', record, buyerA, 60, '采购单'),
        acquireLock(t.database.db, 'test.order', record, buyerB, 60, '采购单'),
      ]);
      expect([a, b].filter(won)).toHaveLength(1);
      const winner = (won(a!) ? a : b) as PromiseFulfilledResult<{ token: string }>;
      const loser = (won(a!) ? b : a) as PromiseRejectedResult;
      expect(loser.reason.message).toMatch(/^该采购单正由 采购(甲|乙) 编辑（自 \d\d-\d\d \d\d:\d\d 起），请稍后再试$/);
      await t.database.tx((tx) => assertLockHeld(tx, 'test.order', record, winner.value.token, '采购单'));
    };
    for (let n = 0; n < ROUNDS; n += 10) await Promise.all(Array.from({ length: Math.min(10, ROUNDS - n) }, (_, i) => round(n + i)));
  });

  it('a stale token never saves or renews once another editor took the expired lease over; the refusal names the new holder', async () => {
    const first = await acquireLock(t.database.db, 'test.order', 'po-stale', buyerA, 0, '采购单'); // the lease ends at once: a holder whose heartbeats stopped
    expect((await lockState(t.database.db, 'test.order', 'po-stale', buyerB)).locked).toBe(false);
    const second = await acquireLock(t.database.db, 'test.order', 'po-stale', buyerB, 60, '采购单');
    await expect(t.database.tx((tx) => assertLockHeld(tx, 'test.order', 'po-stale', first.token, '采购单'))).rejects.toThrow(/正由 采购乙 编辑/);
    await expect(renewLock(t.database.db, 'test.order', 'po-stale', first.token, 60, '采购单')).rejects.toThrow(/正由 采购乙 编辑/);
    await releaseLock(t.database.db, 'test.order', 'po-stale', first.token); // changes nothing
    expect(await lockState(t.database.db, 'test.order', 'po-stale', buyerA)).toMatchObject({ locked: true, holder_name: '采购乙' });
    await t.database.tx((tx) => assertLockHeld(tx, 'test.order', 'po-stale', second.token, '采购单'));
  });

  it('a live lease is refused to others, renewed by its holder, retaken by the same person, released by its token', async () => {
    const a = await acquireLock(t.database.db, 'test.order', 'po-live', buyerA, 60, '采购单');
    await expect(acquireLock(t.database.db, 'test.order', 'po-live', buyerB, 60, '采购单')).rejects.toThrow(/正由 采购甲 编辑/);
    expect(await lockState(t.database.db, 'test.order', 'po-live', buyerA)).toMatchObject({ locked: false, mine: true });
    expect(Date.parse((await renewLock(t.database.db, 'test.order', 'po-live', a.token, 120, '采购单')).expires_at)).toBeGreaterThan(Date.parse(a.expires_at));
    const again = await acquireLock(t.database.db, 'test.order', 'po-live', buyerA, 60, '采购单'); // a second tab of the same buyer
    await expect(t.database.tx((tx) => assertLockHeld(tx, 'test.order', 'po-live', a.token, '采购单'))).rejects.toThrow(/正由 采购甲 编辑/);
    await releaseLock(t.database.db, 'test.order', 'po-live', again.token);
    await acquireLock(t.database.db, 'test.order', 'po-live', buyerB, 60, '采购单');
  });

  it('a save without a token is refused', async () => {
    await expect(t.database.tx((tx) => assertLockHeld(tx, 'test.order', 'po-none', undefined, '采购单'))).rejects.toThrow('请先锁定该采购单再保存');
    await expect(t.database.tx((tx) => assertLockHeld(tx, 'test.order', 'po-none', 'made-up', '采购单'))).rejects.toThrow('编辑锁已失效，请重新进入编辑');
  });
});
