import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: Session;
let buyer: Session;

beforeAll(async () => {
  t = await createTestApp([]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', 'Demo@2026!x');
});
afterAll(() => t.close());

const read = async (as: Session, table: string) => (await t.call({ method: 'GET', url: `/api-auth/api/v1/table/field/sorts?table=${table}`, as })).body;
const save = async (as: Session, payload: object) => (await t.call({ method: 'POST', url: '/api-auth/api/v1/table/field/sort', as, payload })).body;

describe('列设置 on the server', () => {
  it('keeps each person’s hidden columns per list, replaced by the next choice, never another person’s', async () => {
    expect((await read(admin, 'purchase.order')).data).toEqual({ table: 'purchase.order', hidden: [] });
    expect((await save(admin, { table: 'purchase.order', hidden: ['remark', 'tax_rate', 'remark'] })).data.hidden).toEqual(['remark', 'tax_rate']);
    expect((await read(admin, 'purchase.order')).data.hidden).toEqual(['remark', 'tax_rate']);
    await save(admin, { table: 'purchase.order', hidden: ['buyer_id'] });
    expect((await read(admin, 'purchase.order')).data.hidden).toEqual(['buyer_id']);
    expect((await read(admin, 'purchase.task')).data.hidden).toEqual([]);
    expect((await read(buyer, 'purchase.order')).data.hidden).toEqual([]);
  });

  it('says what is wrong with a bad request, and asks for a session', async () => {
    expect((await save(admin, { hidden: [] })).message).toMatch(/请指定列表/);
    expect((await save(admin, { table: 'x', hidden: 'remark' })).message).toMatch(/请选择要隐藏的列/);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/table/field/sorts?table=x' })).body.code).toBe(10401);
  });
});
