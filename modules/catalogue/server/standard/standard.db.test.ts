// Product standards at the spec paths: an SPU's standard created then updated with numbered revisions (none
// for a save that changes nothing), field and row checks, a stale version refused, a SKU's own standard
// copied from its SPU's and dropped again, the list, the form's PUT and log, permission codes, data rules.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveStandard } from '../../public.ts';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let tee: Record<string, string>;
let cup: Record<string, string>;
let cotton: string;
const { product, leafCategory, restrictedUser, spuWithSkus } = skuExtrasCalls(() => t);

type Revision = { revision: number; changes: string[]; note: string | null; created_by_name: string; snapshot: Record<string, unknown> };
const points = [
  { name: '外观', method: '目视，自然光下距离60cm', requirement: '无污渍、破洞、跳线', defect_level: 'major' },
  { name: '尺寸', method: '卷尺测量', requirement: '胸围、衣长在公差内', defect_level: 'minor' },
];

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  tee = await spuWithSkus(admin, 'QA100', category, '质检T恤');
  cup = await spuWithSkus(admin, 'QA200', category, '质检杯');
  cotton = (await product('POST', '/material', admin, { name: '棉', name_en: 'Cotton' })).data.id;
});
afterAll(async () => t?.close());

describe('product standards', () => {
  it("creates the SPU's standard, then updates it as new revisions with what changed; a save changing nothing makes none", async () => {
    const created = await product('POST', '/spu/standard', admin, {
      spu_id: tee.spu,
      weight: '0.180',
      weight_tolerance: '0.010',
      length: '70',
      width: '50',
      height: '2',
      size_tolerance: '1.5',
      material_id: cotton,
      composition: '100%棉',
      colour_tolerance: 'grade_4',
      items: points,
      change_note: '首版，按确认样',
    });
    expect(created.code, created.message).toBe(10000);
    const s = created.data;
    expect([s.owner_code, s.sku_id, s.revision, s.aql, s.inspection_level, s.material_id_title, s.weight]).toEqual([
      'QA100',
      null,
      1,
      '2.5',
      'II',
      '棉',
      '0.180',
    ]);
    expect(s.items.map((i: { name: string }) => i.name)).toEqual(['外观', '尺寸']);
    expect(s.revisions.map((r: Revision) => [r.revision, r.changes, r.note, r.created_by_name])).toEqual([[1, ['新建'], '首版，按确认样', '系统管理员']]);
    expect(s.change_note).toBe('首版，按确认样');

    const same = await product('POST', '/spu/standard', admin, { spu_id: tee.spu, weight: '0.18', version: s.version });
    expect(same.data.revisions).toHaveLength(1);
    expect(same.data.change_note).toBe('首版，按确认样'); // no revision: the note stays the current revision's

    const changed = await product('POST', '/spu/standard', admin, {
      spu_id: tee.spu,
      weight: '0.200',
      items: [...points, { name: '色差', requirement: '与确认样对比灰卡4级以上', defect_level: 'major' }],
      change_note: '加厚面料',
    });
    const revisions = changed.data.revisions as Revision[];
    expect(revisions.map((r) => [r.revision, r.changes, r.note])).toEqual([
      [2, ['标准重量(kg)', '检验项目'], '加厚面料'],
      [1, ['新建'], '首版，按确认样'],
    ]);
    expect(revisions[1]!.snapshot.weight).toBe('0.18');
    expect(revisions[0]!.snapshot.material_name).toBe('棉');
    expect((revisions[0]!.snapshot.items as unknown[]).length).toBe(3);
    expect((await product('GET', `/spu/standard/${tee.spu}`, admin)).data.standard).toMatchObject({ revision: 2, change_note: '加厚面料' });

    const stale = await product('POST', '/spu/standard', admin, { spu_id: tee.spu, weight: '0.300', version: s.version });
    expect([stale.code, stale.message]).toEqual([10409, '商品标准已被他人修改，请刷新后重试']);
  });

  it('refuses bad values with the field named, in Chinese, and unknown SPUs', async () => {
    const weight = await product('POST', '/spu/standard', admin, { spu_id: cup.spu, weight: '0.1234' });
    expect(weight.data.issues).toEqual([{ field: 'weight', rule: '标准重量(kg)最多3位小数' }]);
    const point = await product('POST', '/spu/standard', admin, { spu_id: cup.spu, items: [{ name: '外观', defect_level: 'major' }] });
    expect([point.code, point.message]).toEqual([10422, 'items: 第1行: 请输入标准要求']);
    const level = await product('POST', '/spu/standard', admin, { spu_id: cup.spu, aql: '3.0' });
    expect(level.code).toBe(10422);
    expect((await product('POST', '/spu/standard', admin, { weight: '1' })).data.issues).toEqual([{ field: 'spu_id', rule: '请选择SPU' }]);
    expect((await product('POST', '/spu/standard', admin, { spu_id: cup['QA200-BLK'] })).message).toBe('SPU不存在');
    expect((await product('POST', '/spu/standard', admin, { spu_id: cup.spu, owner_code: 'X' })).code).toBe(10422);
    expect((await product('GET', `/spu/standard/${cup.spu}`, admin)).data.standard).toBeNull();
  });

  it("gives a SKU its SPU's standard until it has its own, copied from the SPU's, and back when that is dropped", async () => {
    const sku = tee['QA100-RED']!;
    const inherited = (await product('GET', `/sku/standards/${sku}`, admin)).data;
    expect([inherited.source, inherited.sku.code, inherited.standard.owner_code]).toEqual(['spu', 'QA100-RED', 'QA100']);

    const own = await product('POST', '/sku/standard', admin, { sku_id: sku, copy_spu: true, colour: 'Pantone 18-1663' });
    expect(own.code, own.message).toBe(10000);
    expect([own.data.owner_code, own.data.sku_id, own.data.weight, own.data.colour, own.data.items.length]).toEqual([
      'QA100-RED',
      sku,
      '0.200',
      'Pantone 18-1663',
      3,
    ]);
    expect(own.data.revisions[0].note).toBe('复制自SPU QA100 的标准（版本2）');
    expect((await product('GET', `/sku/standards/${sku}`, admin)).data.source).toBe('sku');
    // What quality reads through public.ts: the applying standard's revision and content.
    expect(await effectiveStandard(t.db.database.db, sku)).toMatchObject({ source: 'sku', revision: 1, content: { weight: '0.2', colour: 'Pantone 18-1663' } });
    expect(await effectiveStandard(t.db.database.db, cup['QA200-BLK']!)).toBeNull();
    expect((await product('GET', `/spu/standard/${tee.spu}`, admin)).data.sku_standards.map((x: { sku_code: string }) => x.sku_code)).toEqual(['QA100-RED']);
    const twice = await product('POST', '/sku/standard', admin, { sku_id: sku, copy_spu: true });
    expect([twice.code, twice.message]).toEqual([10409, 'SKU QA100-RED 已有自己的商品标准，请直接修改']);
    const noSource = await product('POST', '/sku/standard', admin, { sku_id: cup['QA200-BLK'], copy_spu: true });
    expect(noSource.message).toBe('该SKU所属SPU还没有商品标准，不能复制');

    const mine = await product('POST', '/sku/standard', admin, { sku_id: cup['QA200-WHT'], weight: '0.350', items: [points[0]] });
    expect([mine.data.owner_code, mine.data.revision]).toEqual(['QA200-WHT', 1]);
    const cupWhite = (await product('GET', `/sku/standards/${cup['QA200-WHT']}`, admin)).data;
    expect([cupWhite.source, cupWhite.spu_standard_id]).toEqual(['sku', null]);
    expect((await product('GET', `/sku/standards/${cup['QA200-BLK']}`, admin)).data).toMatchObject({ source: null, standard: null });

    expect((await product('DELETE', `/sku/standards/${sku}`, admin)).data).toEqual({ deleted: 1 });
    expect((await product('GET', `/sku/standards/${sku}`, admin)).data.source).toBe('spu');
    expect((await product('DELETE', `/sku/standards/${sku}`, admin)).message).toBe('SKU的商品标准不存在');
    expect((await product('GET', `/sku/standards/${tee.spu}`, admin)).message).toBe('SKU不存在');
  });

  it('lists standards by level and code; the form edits one by id with its version, logged', async () => {
    const all = (await product('GET', '/spu/standard?sort=owner_code', admin)).data;
    expect(all.list.map((x: { owner_code: string }) => x.owner_code)).toEqual(['QA100', 'QA200-WHT']);
    expect((await product('GET', '/spu/standard?level=spu', admin)).data.list.map((x: { owner_code: string }) => x.owner_code)).toEqual(['QA100']);
    expect((await product('GET', '/spu/standard?level=sku', admin)).data.total).toBe(1);
    expect((await product('GET', '/spu/standard?level=x', admin)).data.issues).toEqual([{ field: 'level', rule: '层级只能是 spu 或 sku' }]);
    const one = (await product('GET', `/product-standard/${all.list[0].id}`, admin)).data;
    const edited = await product('PUT', `/product-standard/${one.id}`, admin, {
      version: one.version,
      packaging: '单件OPP袋，50件一箱',
      change_note: '包装要求',
    });
    expect(edited.code, edited.message).toBe(10000);
    const revisions = (await product('GET', `/spu/standard/${tee.spu}`, admin)).data.standard.revisions as Revision[];
    expect(revisions[0]).toMatchObject({ revision: 3, changes: ['包装要求'], note: '包装要求' });
    const logs = (await product('GET', `/product-standard/${one.id}/logs`, admin)).data as { action: string }[];
    expect(logs.map((l) => l.action)).toEqual(['update', 'update', 'create']);
  });

  it('checks the codes: reading, creating, updating and dropping standards are separate', async () => {
    const reader = await restrictedUser(admin, 'qareader', '13700000181', ['catalogue.productStandard.read']);
    const creator = await restrictedUser(admin, 'qacreator', '13700000182', ['catalogue.productStandard.read', 'catalogue.productStandard.create']);
    const nobody = await restrictedUser(admin, 'qanobody', '13700000183', ['catalogue.spu.read']);
    expect((await product('GET', `/spu/standard/${tee.spu}`, reader)).code).toBe(10000);
    expect((await product('GET', `/sku/standards/${tee['QA100-BLK']}`, reader)).code).toBe(10000);
    for (const [method, path, body] of [
      ['POST', '/spu/standard', { spu_id: tee.spu, weight: '1' }],
      ['POST', '/sku/standard', { sku_id: tee['QA100-BLK'], weight: '1' }],
      ['DELETE', `/sku/standards/${cup['QA200-WHT']}`, undefined],
    ] as const) {
      expect((await product(method, path, reader, body)).code, path).toBe(10403);
    }
    expect((await product('POST', '/spu/standard', creator, { spu_id: tee.spu, weight: '1' })).code).toBe(10403); // exists: an update
    const made = await product('POST', '/sku/standard', creator, { sku_id: tee['QA100-BLK'], weight: '0.190' });
    expect(made.code, made.message).toBe(10000);
    for (const path of ['/spu/standard', `/spu/standard/${tee.spu}`, `/sku/standards/${tee['QA100-BLK']}`]) {
      expect((await product('GET', path, nobody)).code, path).toBe(10403);
    }
  });

  it("follows the SPU's data rules: standards of SPUs a user does not see are absent and cannot be written", async () => {
    const codes = ['read', 'create', 'update', 'delete'].map((a) => `catalogue.productStandard.${a}`);
    const own = await restrictedUser(admin, 'qaowner', '13700000184', ['catalogue.spu.read', ...codes], { owner: true });
    expect((await product('GET', '/spu/standard', own)).data.total).toBe(0);
    expect((await product('GET', `/spu/standard/${tee.spu}`, own)).code).toBe(10404);
    expect((await product('GET', `/sku/standards/${tee['QA100-BLK']}`, own)).code).toBe(10404);
    expect((await product('POST', '/spu/standard', own, { spu_id: cup.spu, weight: '1' })).code).toBe(10404);
    expect((await product('POST', '/sku/standard', own, { sku_id: cup['QA200-BLK'], weight: '1' })).code).toBe(10404);
    const any = (await product('GET', '/spu/standard', admin)).data.list[0];
    expect((await product('GET', `/product-standard/${any.id}`, own)).code).toBe(10404);
    expect((await product('PUT', `/product-standard/${any.id}`, own, { remark: 'x', version: any.version })).code).toBe(10404);
  });
});
