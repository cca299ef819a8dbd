import { restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandMenus } from './reference-manifest.ts';
import { seedCatalogueReference } from './reference-seed.ts';
import { referenceTestApp } from './reference-test-kit.ts';

// 商品需求 on the reference data's routes.
const kit = referenceTestApp(demandMenus);
const { api, sql } = kit;
let t: TestApp;
let admin: Session;

let categoryId: string;
let spuId: string;
beforeAll(async () => {
  ({ t, admin } = await kit.start());
  categoryId = newId();
  spuId = newId();
  await sql('insert into catalogue.categories (id, name) values ($1, $2)', [categoryId, '厨房用品']);
  await sql('insert into catalogue.spus (id, code, name, category_id) values ($1, $2, $3, $4)', [spuId, 'XQ001', '款 XQ001', categoryId]);
});
afterAll(async () => t?.close());

const idea = (extra: object = {}) => ({
  title: '便携榨汁杯',
  category_id: categoryId,
  reference_url: 'https://www.amazon.com/dp/B0TEST0001',
  target_price: 29.99,
  currency: 'USD',
  expected_monthly_sales: 800,
  platform: 'amazon',
  ...extra,
});
const move = async (id: string, name: string, as: Session = admin, input?: object) => api('POST', `demand/${id}/${name}`, as, input);

describe('product demands', () => {
  it('seeds six demands across the states once', async () => {
    await seedCatalogueReference(t.db.database);
    await seedCatalogueReference(t.db.database);
    const seeded = (await api('GET', 'demand?per_page=100')).data.list as { status: string; spu_id: string | null }[];
    expect(seeded.map((r) => r.status).sort()).toEqual(['done', 'draft', 'imaging', 'ready', 'rejected', 'submitted']);
    expect(seeded.find((r) => r.status === 'done')?.spu_id).toBe(spuId);
  });

  it('numbers each demand from the series and refuses a bad link', async () => {
    const first = await api('POST', 'demand', admin, idea());
    const second = await api('POST', 'demand', admin, idea({ title: '折叠凳' }));
    expect([first.code, second.code]).toEqual([10000, 10000]);
    expect(first.data.code).toMatch(/^XQ\d{8}-\d{3}$/);
    expect(Number(second.data.code.slice(-3))).toBe(Number(first.data.code.slice(-3)) + 1);
    expect(first.data).toMatchObject({ status: 'draft', category_id_title: '厨房用品', platform: 'amazon' });

    const bad = await api('POST', 'demand', admin, idea({ reference_url: 'not a link' }));
    expect(bad.code).toBe(10422);
    expect(bad.message).toMatch(/^reference_url: /);
  });

  it('runs the whole course: withdraw, reject with its reason → resubmit, accept, imaged, finish naming its SPU', async () => {
    const created = (await api('POST', 'demand', admin, idea())).data;
    const id = created.id as string;
    const submitted = await move(id, 'submit');
    expect(submitted.data).toMatchObject({ status: 'submitted' });
    expect(submitted.data.submitted_at).toBeTruthy();
    const refused = await api('PUT', `demand/${id}`, admin, { version: submitted.data.version, title: '改' });
    expect(refused.code).not.toBe(10000);
    expect(refused.message).toBe('商品需求当前为「待筛选」，不能修改');

    expect((await move(id, 'withdraw')).data.status).toBe('draft');
    expect((await move(id, 'submit')).data.status).toBe('submitted');
    const unexplained = await move(id, 'reject');
    expect([unexplained.code, unexplained.message]).toEqual([10422, 'reject_reason: 请输入驳回原因']);
    const rejected = (await move(id, 'reject', admin, { reject_reason: '利润太低' })).data;
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '利润太低' });
    const written = await api('PUT', `demand/${id}`, admin, { version: rejected.version, reject_reason: '改写' });
    expect(written.code).toBe(10422); // only 驳回 writes it
    expect((await move(id, 'resubmit')).data.status).toBe('submitted');
    expect((await move(id, 'accept')).data.status).toBe('imaging');
    expect((await move(id, 'finish')).code).not.toBe(10000); // not from 待改图
    const ready = (await move(id, 'imaged')).data;
    expect(ready.status).toBe('ready');

    const withoutSpu = await move(id, 'finish');
    expect([withoutSpu.code, withoutSpu.message]).toEqual([10422, 'spu_id: 请选择完成SPU']);
    const unknownSpu = await move(id, 'finish', admin, { spu_id: newId() });
    expect([unknownSpu.code, unknownSpu.message]).toEqual([10422, 'spu_id: 完成SPU不存在']);
    expect((await api('GET', `demand/${id}`)).data).toMatchObject({ status: 'ready', version: ready.version });
    const done = (await move(id, 'finish', admin, { spu_id: spuId })).data;
    expect(done).toMatchObject({ status: 'done', spu_id: spuId, spu_id_title: expect.any(String) });
    expect(done.done_at).toBeTruthy();
    expect((await api('PUT', `demand/${id}`, admin, { version: done.version, title: '改' })).code).not.toBe(10000);
    expect((await api('GET', `demand/${id}/logs`)).data.length).toBeGreaterThan(8);
  });

  it('lets a reader see demands but not screen them', async () => {
    const reader = await restrictedUser(t, admin, { login: 'demandreader', mobile: '13800138141', permissions: ['catalogue.demand.read'] });
    const created = (await api('POST', 'demand', admin, idea())).data;
    await move(created.id, 'submit');
    expect((await api('GET', `demand/${created.id}`, reader)).code).toBe(10000);
    expect((await move(created.id, 'accept', reader)).code).toBe(10403);
    expect((await api('GET', `demand/${created.id}`)).data.status).toBe('submitted');
  });

  it('moves the checked demands at once (批量): each under its own code, the reason given once, all or none', async () => {
    const ids = [] as string[];
    for (const title of ['批量一', '批量二', '批量三']) {
      const id = (await api('POST', 'demand', admin, idea({ title }))).data.id as string;
      await move(id, 'submit');
      ids.push(id);
    }
    const batch = (as: Session, body: object) => api('POST', 'demand/batch', as, body);
    expect((await batch(admin, { ids, transition: 'reject' })).message).toBe('reject_reason: 请输入驳回原因');
    expect((await batch(admin, { ids, transition: 'fly' })).message).toBe('transition: 未知操作: fly');
    expect((await batch(admin, { ids: [], transition: 'accept' })).message).toBe('ids: 请选择记录');
    const reader = await restrictedUser(t, admin, {
      login: 'demandbatch',
      mobile: '13800138142',
      permissions: ['catalogue.demand.read', 'catalogue.demand.submit'],
    });
    expect((await batch(reader, { ids, transition: 'accept' })).code).toBe(10403); // 筛选 is the review code's
    const rejected = await batch(admin, { ids: ids.slice(0, 2), transition: 'reject', reject_reason: '同类太多' });
    expect([rejected.code, rejected.data]).toEqual([10000, { updated: 2 }]);
    for (const id of ids.slice(0, 2)) expect((await api('GET', `demand/${id}`)).data).toMatchObject({ status: 'rejected', reject_reason: '同类太多' });
    // One of them cannot be accepted any more: nothing moves, and the refusal names it.
    const refused = await batch(admin, { ids, transition: 'accept' });
    expect(refused.code).toBe(10409);
    const first = (await api('GET', `demand/${ids[0]}`)).data.code;
    expect(refused.message).toBe(`商品需求 ${first}：当前状态为「已驳回」，不能筛选通过`);
    expect((await api('GET', `demand/${ids[2]}`)).data.status).toBe('submitted');
    expect((await batch(admin, { ids: [ids[2]], transition: 'accept' })).data).toEqual({ updated: 1 });
  });

  it('exports the list as a file task', async () => {
    const exported = await api('GET', 'demand/export?status=done');
    expect(exported.code).toBe(10000);
    await t.identity.tasks.runner.drain();
    const task = (await t.call({ method: 'GET', url: '/api-auth/api/v1/file-tasks', as: admin })).body.data.list.find(
      (x: { id: string }) => x.id === exported.data.task_id,
    );
    expect(task.status).toBe('succeeded');
  });
});
