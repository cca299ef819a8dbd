import { restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootScheduleMenu } from './reference-manifest.ts';
import { seedCatalogueReference } from './reference-seed.ts';
import { referenceTestApp } from './reference-test-kit.ts';

// 拍摄排期 on the reference data's routes.
const kit = referenceTestApp([shootScheduleMenu]);
const { api, sql } = kit;
let t: TestApp;
let admin: Session;

/** An SPU row as the core's SPU screens would leave it (only the columns this test needs). */
async function insertSpu(code: string, developer: string | null = null): Promise<string> {
  const id = newId();
  await sql('insert into catalogue.spus (id, code, name, category_id, developer_id) values ($1, $2, $3, $4, $5)', [id, code, `款 ${code}`, newId(), developer]);
  return id;
}

let spuA: string;
beforeAll(async () => {
  ({ t, admin } = await kit.start());
  spuA = await insertSpu('PS001');
});
afterAll(async () => t?.close());

const plan = (spu_id: string, extra: object = {}) => ({ spu_id, kind: 'white', plan_date: '2026-12-01', quantity: 6, ...extra });

describe('shoot schedules', () => {
  it('seeds a demo shoot per first SPU once, the first already done', async () => {
    await seedCatalogueReference(t.db.database);
    await seedCatalogueReference(t.db.database);
    const seeded = (await api('GET', 'shootschedule?sort=code')).data.list;
    expect(seeded.map((r: { spu_id: string; status: string; kind: string }) => [r.spu_id, r.status, r.kind])).toEqual([[spuA, 'done', 'white']]);
    expect(seeded[0].done_at).toBeTruthy();
  });

  it('numbers each schedule from the series and refuses a missing SPU', async () => {
    const first = await api('POST', 'shootschedule', admin, plan(spuA));
    const second = await api('POST', 'shootschedule', admin, plan(spuA, { kind: 'video', quantity: 1 }));
    expect([first.code, second.code]).toEqual([10000, 10000]);
    expect(first.data.code).toMatch(/^PS\d{8}-\d{3}$/);
    expect(Number(second.data.code.slice(-3))).toBe(Number(first.data.code.slice(-3)) + 1);
    expect(first.data).toMatchObject({ status: 'planned', spu_id_title: '款 PS001', kind: 'white' });

    const missing = await api('POST', 'shootschedule', admin, plan(newId()));
    expect([missing.code, missing.message]).toEqual([10422, 'spu_id: SPU不存在']);
    const typed = await api('POST', 'shootschedule', admin, plan(spuA, { code: 'PS-MINE' }));
    expect(typed.data.code).not.toBe('PS-MINE'); // read-only: the series numbers it
  });

  it('follows a shoot to done, stamps the moments, cancels, restores and refuses an edit once shot', async () => {
    const created = (await api('POST', 'shootschedule', admin, plan(spuA, { kind: 'scene' }))).data;
    const id = created.id as string;
    const edited = await api('PUT', `shootschedule/${id}`, admin, { version: created.version, remark: '白色背景' });
    expect(edited.code).toBe(10000);

    const shot = await api('POST', `shootschedule/${id}/shoot`);
    expect(shot.code).toBe(10000);
    expect(shot.data.status).toBe('shot');
    expect(shot.data.shot_at).toBeTruthy();
    const refused = await api('PUT', `shootschedule/${id}`, admin, { version: shot.data.version, remark: '改' });
    expect(refused.code).not.toBe(10000);
    expect(refused.message).toBe('拍摄排期当前为「已拍摄」，不能修改');

    const done = await api('POST', `shootschedule/${id}/store`);
    expect(done.data).toMatchObject({ status: 'done' });
    expect(done.data.done_at).toBeTruthy();
    expect((await api('POST', `shootschedule/${id}/cancel`)).code).not.toBe(10000); // done is final

    const other = (await api('POST', 'shootschedule', admin, plan(spuA, { kind: 'model' }))).data;
    expect((await api('POST', `shootschedule/${other.id}/cancel`)).data.status).toBe('cancelled');
    expect((await api('POST', `shootschedule/${other.id}/restore`)).data.status).toBe('planned');
    expect((await api('GET', `shootschedule/${id}/logs`)).data.length).toBeGreaterThan(2);
  });

  it("hides a schedule of another's SPU from a reader under the SPU data rules", async () => {
    const reader = await restrictedUser(t, admin, {
      login: 'shooter',
      mobile: '13800138131',
      permissions: ['catalogue.shootSchedule.read'],
      rowRules: { owner: true },
    });
    const mine = await insertSpu('PS101', reader.staffId);
    const others = await insertSpu('PS102');
    const a = (await api('POST', 'shootschedule', admin, plan(mine, { photographer_id: reader.staffId }))).data;
    const b = (await api('POST', 'shootschedule', admin, plan(others))).data;
    expect(a.photographer_id_title).toBe('shooter');
    const seen = (await api('GET', 'shootschedule?per_page=100', reader)).data;
    expect(seen.list.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect((await api('GET', `shootschedule/${b.id}`, reader)).code).not.toBe(10000);
    const all = (await api('GET', 'shootschedule?per_page=100')).data.list.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('exports the list as a file task and answers the import template', async () => {
    const exported = await api('GET', 'shootschedule/export?kind=white');
    expect(exported.code).toBe(10000);
    await t.identity.tasks.runner.drain();
    const task = (await t.call({ method: 'GET', url: '/api-auth/api/v1/file-tasks', as: admin })).body.data.list.find(
      (x: { id: string }) => x.id === exported.data.task_id,
    );
    expect(task.status).toBe('succeeded');
    const template = await t.call({ method: 'GET', url: '/api-product/api/v1/product/shootschedule/template', as: admin });
    expect(template.raw.headers['content-type']).toContain('spreadsheetml'); // 导入's template
  });
});
