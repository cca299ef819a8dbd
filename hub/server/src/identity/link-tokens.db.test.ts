import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLinkToken, resolveLinkToken, revokeLinksTo, revokeLinkToken, spendLinkToken } from './link-tokens.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const target = { recordType: 'purchase.order', recordId: 'PO202611220001', action: 'approve' };

describe('link tokens', () => {
  it('open exactly the record and action they were issued for', async () => {
    const token = await issueLinkToken(t.database.db, target, { ttlSeconds: 3600 });
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await resolveLinkToken(t.database.db, token, { recordType: 'purchase.order', action: 'approve' })).toEqual(target);
    await expect(resolveLinkToken(t.database.db, token, { recordType: 'purchase.order', action: 'pay' })).rejects.toThrow('链接无效或已过期');
    await expect(resolveLinkToken(t.database.db, `${token}x`, { recordType: 'purchase.order', action: 'approve' })).rejects.toThrow('链接无效或已过期');
  });

  it('expire', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await issueLinkToken(t.database.db, target, { ttlSeconds: 60 }, issued);
    await expect(resolveLinkToken(t.database.db, token, target, new Date(issued.getTime() + 61_000))).rejects.toThrow();
  });

  it('can be revoked one by one or per record', async () => {
    const a = await issueLinkToken(t.database.db, target, { ttlSeconds: 3600 });
    const b = await issueLinkToken(t.database.db, target, { ttlSeconds: 3600 });
    await revokeLinkToken(t.database.db, a);
    await expect(resolveLinkToken(t.database.db, a, target)).rejects.toThrow();
    expect(await resolveLinkToken(t.database.db, b, target)).toEqual(target);
    await revokeLinksTo(t.database.db, target.recordType, target.recordId);
    await expect(resolveLinkToken(t.database.db, b, target)).rejects.toThrow();
  });

  it('acting links carry their person and are spent once: of two racing uses one wins, later uses are refused', async () => {
    const acting = { ...target, actorId: '01a200cb-1b5c-7a13-8269-1212095bb990' };
    const token = await issueLinkToken(t.database.db, acting, { ttlSeconds: 3600 });
    expect(await resolveLinkToken(t.database.db, token, target)).toEqual(acting);
    const uses = await Promise.allSettled([0, 1].map(() => t.database.tx((tx) => spendLinkToken(tx, token, target))));
    expect(uses.filter((u) => u.status === 'fulfilled')).toEqual([{ status: 'fulfilled', value: acting }]);
    await expect(resolveLinkToken(t.database.db, token, target)).rejects.toThrow('链接无效或已过期');
    await expect(spendLinkToken(t.database.db, token, target)).rejects.toThrow('链接无效或已过期');
  });
});
