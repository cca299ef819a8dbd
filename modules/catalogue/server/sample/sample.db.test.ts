// 样品管理: samples created through the form's route and sample/upload, evaluated through their state
// machine, turned into an SPU by sample/tospu (once), refused to callers without the codes and outside their
// data rules.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { shanghaiToday } from './sample-services.ts';
import { PDF, type Sample, sampleCalls } from './sample-test-kit.ts';

let t: TestApp;
let admin: Session;
let adminId: string;
let categoryId: string;
const { product, leafCategory, restrictedUser, staffId, newSample, move, upload } = sampleCalls(() => t);
const today = shanghaiToday();

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  adminId = await staffId(admin);
  categoryId = await leafCategory(admin);
});
afterAll(async () => t?.close());

describe('create and list', () => {
  it('numbers a new sample, keeps money as decimals and its uploaded pictures, starts it 待评估', async () => {
    const uploaded = await upload(admin, ['正面.png', '侧面.png']);
    expect(uploaded.code, uploaded.message).toBe(10000);
    expect(uploaded.data.sample).toBeNull();
    const s = await newSample(admin, {
      name: '纯棉圆领T恤样品',
      category_id: categoryId,
      source: 'online',
      supplier_name: '义乌织造厂',
      supplier_link: 'https://detail.1688.com/offer/123.html',
      cost_price: '18.50',
      quantity: 2,
      received_on: today,
      developer_id: adminId,
      images: uploaded.data.files.map((f: { id: string }) => f.id),
    });
    expect(s.code).toMatch(new RegExp(`^YP${today.replaceAll('-', '')}\\d{3}$`));
    expect(s).toMatchObject({ status: 'pending', cost_price: '18.50', currency: 'CNY', category_id_title: 'T恤', developer_id_title: expect.any(String) });
    expect((s.images as { name: string }[]).map((i) => i.name)).toEqual(['正面.png', '侧面.png']);
    // The palette finds it by its number and opens its detail.
    const found = (await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${s.code}`, as: admin })).body.data;
    expect(found).toContainEqual({ kind: '样品', code: s.code, title: `样品 ${s.code}`, url: `/commodity/information/sample-management?id=${s.id}` });
  });

  it('filters by number, name, status, developer and received range, and sorts', async () => {
    const early = await newSample(admin, { name: '马克杯样品A', received_on: '2026-01-05', cost_price: '9.90' });
    await newSample(admin, { name: '马克杯样品B', received_on: '2026-02-10', cost_price: '12.00', developer_id: adminId });
    const names = async (query: string) => ((await product('GET', `/sample/list?${query}`, admin)).data.list as Sample[]).map((x) => x.name);
    expect(await names(`code=${early.code}`)).toEqual(['马克杯样品A']);
    expect(await names('name=马克杯&sort=received_on')).toEqual(['马克杯样品A', '马克杯样品B']);
    expect(await names('name=马克杯&sort=-cost_price')).toEqual(['马克杯样品B', '马克杯样品A']);
    expect(await names('received_on_from=2026-02-01&received_on_to=2026-02-28')).toEqual(['马克杯样品B']);
    expect(await names(`name=马克杯&developer_id=${adminId}`)).toEqual(['马克杯样品B']);
    expect((await product('GET', '/sample/list?status=pending', admin)).data.total).toBe(3);
  });

  it('refuses a future received date, unknown references, bad links and numbers', async () => {
    const refused = async (fields: Record<string, unknown>) => (await product('POST', '/sample', admin, { name: '坏样品', ...fields })).message;
    expect(await refused({ received_on: '2999-01-01' })).toBe('received_on: 收样日期不能晚于今天');
    expect(await refused({ category_id: '0190a000-0000-7000-8000-000000000000' })).toBe('category_id: 分类不存在');
    expect(await refused({ supplier_link: 'not a link' })).toContain('supplier_link');
    expect(await refused({ cost_price: '-1' })).toContain('cost_price');
    expect(await refused({ cost_price: '1.234' })).toContain('cost_price');
    expect((await product('POST', '/sample', admin, { cost_price: '1' })).message).toContain('name');
  });
});

describe('evaluation and tospu', () => {
  let s: Sample;
  beforeAll(async () => {
    const uploaded = await upload(admin, ['样品图.png']);
    s = await newSample(admin, {
      name: '加绒卫衣样品',
      category_id: categoryId,
      cost_price: '35.00',
      developer_id: adminId,
      images: [uploaded.data.files[0].id],
    });
  });

  it('moves 待评估 → 已淘汰 → 待评估 → 已通过 and refuses moves the machine has not', async () => {
    expect((await move(admin, s.id, 'reopen')).message).toBe('当前状态为「待评估」，不能重新评估');
    expect((await move(admin, s.id, 'reject')).data.status).toBe('rejected');
    expect((await move(admin, s.id, 'reopen')).data.status).toBe('pending');
    expect((await product('POST', '/sample/tospu', admin, { id: s.id })).message).toBe(`样品 ${s.code} 当前状态为「待评估」，评估通过后才能转为SPU`);
    expect((await move(admin, s.id, 'approve')).data.status).toBe('approved');
    expect((await product('POST', `/sample/${s.id}/tospu`, admin)).code).not.toBe(10000); // no bare route to 已转SPU
  });

  it('turns an approved sample into an SPU with its name, category, developer, pictures and cost, once', async () => {
    const done = await product('POST', '/sample/tospu', admin, { id: s.id, code: 'SMP001' });
    expect(done.code, done.message).toBe(10000);
    const spu = (await product('GET', `/spu/${done.data.spu.id}`, admin)).data;
    expect(spu).toMatchObject({ code: 'SMP001', name: '加绒卫衣样品', category_id: categoryId, developer_id: adminId, status: 'developing' });
    expect(spu.images.map((i: { id: string }) => i.id)).toEqual((s.images as { id: string }[]).map((i) => i.id));
    const skus = (await product('GET', `/skus?spu_id=${spu.id}`, admin)).data.list;
    expect(skus.map((k: Record<string, unknown>) => [k.code, k.cost_price])).toEqual([['SMP001', '35.00']]);
    const after = (await product('GET', `/sample/${s.id}`, admin)).data;
    expect(after).toMatchObject({ status: 'converted', spu_id: spu.id, spu_code: 'SMP001' });
    expect((await product('GET', '/sample/list?spu_code=SMP001', admin)).data.total).toBe(1);

    const again = await product('POST', '/sample/tospu', admin, { id: s.id });
    expect([again.code, again.message]).toEqual([10409, `样品 ${s.code} 已转为SPU SMP001，不能重复转换`]);
    expect((await product('GET', '/spus?code=SMP001', admin)).data.total).toBe(1);
    const removed = await product('DELETE', `/sample/${s.id}`, admin);
    expect([removed.code, removed.message]).toEqual([10409, `样品 ${s.code} 已转为SPU SMP001，不能删除`]);
    const log = (await product('GET', `/sample/${s.id}/logs`, admin)).data as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'reject', 'reopen', 'approve', 'tospu']));
  });

  it('needs a category, a valid SPU code and a known sample', async () => {
    const bare = await newSample(admin, { name: '无分类样品', currency: 'USD', cost_price: '3.00' });
    await move(admin, bare.id, 'approve');
    expect((await product('POST', '/sample/tospu', admin, { id: bare.id })).message).toBe(`category_id: 样品 ${bare.code} 未填写分类，请先编辑样品选择分类`);
    const { version } = (await product('GET', `/sample/${bare.id}`, admin)).data;
    expect((await product('PUT', `/sample/${bare.id}`, admin, { category_id: categoryId, version })).code).toBe(10000);
    expect((await product('POST', '/sample/tospu', admin, { id: bare.id, code: 'smp-1' })).message).toContain('SPU编码须以大写字母开头');
    const made = await product('POST', '/sample/tospu', admin, { id: bare.id });
    expect(made.data.spu.code).toMatch(/^SP\d{5}$/);
    const sku = (await product('GET', `/skus?spu_id=${made.data.spu.id}`, admin)).data.list[0];
    expect(sku.cost_price).toBeNull(); // paid in USD: the SKU's CNY cost is not guessed
    expect((await product('POST', '/sample/tospu', admin, { id: '0190a000-0000-7000-8000-000000000000' })).code).toBe(10404);
    expect((await product('POST', '/sample/tospu', admin, {})).message).toBe('id: 请选择样品');
  });
});

describe('sample/upload', () => {
  it("adds pictures to a sample's pictures, at most 10, pictures only", async () => {
    const s = await newSample(admin, { name: '抱枕样品' });
    const added = await upload(admin, ['a.png', 'b.png'], s.id);
    expect(added.code, added.message).toBe(10000);
    expect(added.data.sample.images.map((i: { name: string }) => i.name)).toEqual(['a.png', 'b.png']);
    const more = await upload(admin, ['c.png'], s.id);
    expect(more.data.sample.images).toHaveLength(3);
    const tooMany = await upload(
      admin,
      Array.from({ length: 8 }, (_, i) => `x${i}.png`),
      s.id,
    );
    expect(tooMany.message).toBe('images: 图片最多10个，该样品已有3个');
    expect((await upload(admin, ['a.pdf'], s.id, { type: 'application/pdf', bytes: PDF })).message).toBe('files[]: a.pdf: 只能上传图片');
    expect((await upload(admin, ['a.png'], '0190a000-0000-7000-8000-000000000000')).code).toBe(10404);
  });
});

describe('permissions and data rules', () => {
  it('refuses callers without the codes', async () => {
    const s = await newSample(admin, { name: '权限样品', category_id: categoryId });
    const reader = await restrictedUser(admin, 'smpreader', '13700000501', ['catalogue.sample.read']);
    expect((await product('GET', '/sample/list', reader)).code).toBe(10000);
    expect((await product('POST', '/sample', reader, { name: 'x' })).code).toBe(10403);
    expect((await move(reader, s.id, 'approve')).code).toBe(10403);
    expect((await upload(reader, ['a.png'])).code).toBe(10403);
    expect((await product('GET', '/sample/export', reader)).code).toBe(10403);
    await move(admin, s.id, 'approve');
    expect((await product('POST', '/sample/tospu', reader, { id: s.id })).code).toBe(10403);
    const converter = await restrictedUser(admin, 'smpconv', '13700000502', ['catalogue.sample.read', 'catalogue.sample.tospu']);
    const noSpu = await product('POST', '/sample/tospu', converter, { id: s.id });
    expect([noSpu.code, noSpu.message]).toEqual([10403, '转为SPU需要SPU新增权限']);
    expect((await product('GET', `/sample/${s.id}`, admin)).data.status).toBe('approved');
    expect((await product('GET', '/sample/list', await t.login('ops01', 'Demo@2026!x'))).code).not.toBe(10000);
  });

  it('shows a developer held by the owner rule only their own samples', async () => {
    const codes = ['read', 'create', 'update', 'review', 'tospu'].map((a) => `catalogue.sample.${a}`);
    const dev = await restrictedUser(admin, 'smpdev', '13700000503', [...codes, 'catalogue.spu.create', 'catalogue.spu.read'], { owner: true });
    const devId = await staffId(dev);
    const others = await newSample(admin, { name: '别人的样品', category_id: categoryId });
    const mine = await newSample(admin, { name: '我的样品', category_id: categoryId, developer_id: devId });
    const seen = (await product('GET', '/sample/list', dev)).data.list as Sample[];
    expect(seen.map((x) => x.name)).toEqual(['我的样品']);
    expect((await product('GET', `/sample/${others.id}`, dev)).code).toBe(10404);
    expect((await move(dev, others.id, 'approve')).code).toBe(10404);
    expect((await product('POST', '/sample', dev, { name: '给别人的', developer_id: adminId })).message).toBe('只能维护自己负责开发的样品');
    expect((await move(dev, mine.id, 'approve')).data.status).toBe('approved');
    await move(admin, others.id, 'approve');
    expect((await product('POST', '/sample/tospu', dev, { id: others.id })).code).toBe(10404);
    const made = await product('POST', '/sample/tospu', dev, { id: mine.id });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.spu.developer_id).toBe(devId);
  });
});
