import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKUS } from '../../wms/public.ts';
import { seedDemoPictures } from './demo-pictures.ts';
import { manifest } from './manifest.ts';
import { seedPictureLibrary } from './picture-seed.ts';
import { seedCatalogue } from './seed.ts';
import { catalogueCalls } from './test-kit.ts';

let t: TestApp;
let admin: Session;
const { product } = catalogueCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('fills brands, the category tree, ≥ 60 SPUs and ≥ 400 SKUs once, including the wms demo codes on sale', async () => {
    await seedCatalogue(t.db.database);
    await seedCatalogue(t.db.database); // a second start writes nothing
    expect((await product('GET', '/brands', admin)).data.total).toBe(4);
    expect((await product('GET', '/spus?exact_total=1', admin)).data.total).toBe(68);
    expect((await product('GET', '/skus?exact_total=1', admin)).data.total).toBe(652);
    const wms = (await product('GET', `/skus?code=${DEMO_SKUS.join(',')}&per_page=100`, admin)).data;
    expect(wms.total).toBe(DEMO_SKUS.length);
    expect(new Set(wms.list.map((x: { status: string }) => x.status))).toEqual(new Set(['on_sale']));
    const tree = (await product('GET', '/category/kaka/list', admin)).data;
    expect(tree.filter((c: { level: number }) => c.level === 1).map((c: { name: string }) => c.name)).toEqual(['服装', '家居']);
    const samples = (await product('GET', '/sample/list?per_page=100', admin)).data;
    expect(samples.total).toBe(8); // once, though the seed ran twice
    const byStatus = (status: string) => samples.list.filter((x: { status: string }) => x.status === status).length;
    expect([byStatus('pending'), byStatus('approved'), byStatus('rejected')]).toEqual([3, 3, 2]);
    expect(samples.list.every((x: { category_id: string | null; code: string }) => x.category_id && /^YP\d{11}$/.test(x.code))).toBe(true);
    // 状态变更申请 in every state, once: the approved 停售 and 清仓 applied, the waiting one still 在售.
    const requests = (await product('GET', '/spu/state/process/list?per_page=50', admin)).data;
    expect(requests.counts.map((c: { label: string; count: number }) => `${c.label}${c.count}`)).toEqual(['全部4', '审批中1', '已通过2', '已驳回1', '已撤回0']);
    const stopped = requests.list.find((r: { transition: string; status: string }) => r.transition === 'suspend' && r.status === 'approved');
    const codes = (await product('GET', `/spu/state/process/${stopped.id}`, admin)).data.lines.map((l: { code: string }) => l.code);
    const statuses = (await product('GET', `/skus?code=${codes.join(',')}`, admin)).data.list.map((x: { status: string }) => x.status);
    expect(statuses).toEqual(['suspended', 'suspended', 'suspended']);
    expect((await product('GET', '/spus?code=MG003', admin)).data.list[0].status).toBe('clearance');
    const waiting = requests.list.find((r: { status: string }) => r.status === 'pending');
    expect((await product('GET', `/spu/state/process/${waiting.id}`, admin)).data.lines.map((l: { from_label: string }) => l.from_label)).toEqual([
      '在售',
      '在售',
    ]);
  });

  it('gives every SKU its colour’s picture and every SPU the pictures of its colours, once', async () => {
    await seedDemoPictures(t.db.database, t.seedFiles);
    await seedDemoPictures(t.db.database, t.seedFiles); // a second run stores nothing more
    const stored = await t.db.database.pool.query(`select count(*)::int as n from identity.files where purpose = 'demo'`);
    const kinds = await t.db.database.pool.query(`select count(distinct (category_id, split_part(code, '-', 2)))::int as n from catalogue.skus`);
    expect(stored.rows[0].n).toBe(kinds.rows[0].n); // one picture per product kind and colour
    const missing = await t.db.database.pool.query(`select count(*)::int as n from catalogue.skus where main_image is null`);
    expect(missing.rows[0].n).toBe(0);
    const sku = (await product('GET', '/skus?code=TS001-BLK-M', admin)).data.list[0];
    expect(sku.main_image).toMatchObject({ name: 'T恤-BLK.png', content_type: 'image/png' });
    const spu = (await product('GET', '/spus?code=TS001', admin)).data.list[0];
    expect(spu.images.map((i: { name: string }) => i.name)).toEqual(['T恤-BLK.png', 'T恤-WHT.png', 'T恤-NVY.png']); // its colours, in order
  });

  it('fills 图片管理 once: the first styles’ pictures (白底图, the first its main one) and the SKU pictures of TS001, HD001, MG001 (主图)', async () => {
    await seedPictureLibrary(t.db.database);
    await seedPictureLibrary(t.db.database); // a second run adds nothing
    const spu = (await product('GET', '/spus?code=TS001', admin)).data.list[0];
    const library = (await product('GET', `/image?spu_id=${spu.id}&per_page=100`, admin)).data.list as {
      name: string;
      sku_id: string | null;
      tags: string[];
      is_main: boolean;
    }[];
    const own = library.filter((p) => p.sku_id === null);
    expect(own.map((p) => p.name)).toEqual(['T恤-BLK.png', 'T恤-WHT.png', 'T恤-NVY.png']);
    expect(own.map((p) => p.is_main)).toEqual([true, false, false]);
    expect(new Set(own.flatMap((p) => p.tags))).toEqual(new Set(['白底图']));
    const skuPictures = library.filter((p) => p.sku_id !== null);
    const skusOfSpu = (await product('GET', `/skus?spu_id=${spu.id}&per_page=100`, admin)).data.total;
    expect(skuPictures).toHaveLength(skusOfSpu); // one each, its main picture
    expect(skuPictures.every((p) => p.is_main && p.tags.includes('主图'))).toBe(true);
    const all = (await product('GET', '/image?exact_total=1', admin)).data.total;
    const pictured = await t.db.database.pool.query(`select coalesce(sum(cardinality(images)), 0)::int as n from catalogue.spus where code ~ '00[1-3]$'`);
    expect(all).toBeGreaterThan(pictured.rows[0].n); // the photographed styles' own pictures, then the SKU pictures
    const waiting = (await product('GET', '/spus?code=MG005', admin)).data.list[0];
    expect((await product('GET', `/image?spu_id=${waiting.id}`, admin)).data.total).toBe(0); // awaiting its photos
  });
});
