import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, multipart, restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { writeXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsElements, customsGoodsTable } from './customs/customs.schema.ts';
import { productFields } from './product-field/product-field.schema.ts';
import { referenceInformationMenus, referencePermissions, referenceSettingMenus } from './reference-manifest.ts';
import { referenceRoutes } from './reference-routes.ts';
import { seedCatalogueReference } from './reference-seed.ts';

// The reference data's routes on their own (the catalogue manifest binds the same function under /api-product).
const referenceManifest: ModuleManifest = {
  name: 'catalogue',
  services: { '/api-product': (app, ctx) => referenceRoutes(ctx)(app) },
  menus: [{ name: '商品管理', children: [...referenceInformationMenus, ...referenceSettingMenus] }],
  permissions: referencePermissions,
};

let t: TestApp;
let admin: Session;
let buyer: Session;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as?: Session, payload?: object) => t.call({ method, url, as, ...(payload ? { payload } : {}) }).then((r) => r.body);
const api = (method: Method, path: string, as: Session = admin, payload?: object) => call(method, `/api-product/api/v1/product/${path}`, as, payload);
const sql = async (text: string, params: unknown[] = []) => (await t.db.database.pool.query(text, params)).rows;

/** A SKU row as the core's SKU screens would leave it (only the columns this test needs). */
async function insertSku(code: string): Promise<string> {
  const id = newId();
  await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, newId(), `商品 ${code}`]);
  return id;
}

/** A signed-in user whose only role grants these codes. */
async function userWith(login: string, mobile: string, permissions: string[]): Promise<Session> {
  const role = (await call('POST', '/api-auth/api/v1/role', admin, { name: `角色-${login}`, permissions })).data.id;
  const staff = await call('POST', '/api-auth/api/v1/staff', admin, { login_name: login, name: login, mobile, role_ids: [role], password: 'Start#2026x' });
  expect(staff.code).toBe(10000);
  await sql('update identity.users set must_change_password = false where login_name = $1', [login]);
  return t.login(login, 'Start#2026x');
}

let skuA: string;
let skuB: string;

beforeAll(async () => {
  t = await createTestApp([referenceManifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', DEMO_PASSWORD);
  skuA = await insertSku('TS001-BLK-M');
  skuB = await insertSku('TS001-WHT-L');
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('fills each kind once, with codes from the counters and the SKUs it finds', async () => {
    await seedCatalogueReference(t.db.database);
    await seedCatalogueReference(t.db.database);
    const attrs = (await api('GET', 'attribute?sort=sort')).data;
    expect(attrs.list.map((a: { name: string; code: string }) => [a.code, a.name])).toEqual([
      ['AT0001', '颜色'],
      ['AT0002', '尺码'],
      ['AT0003', '适用季节'],
    ]);
    expect((await api('GET', 'material')).data.total).toBe(4);
    expect((await api('GET', 'packagestandard')).data.total).toBe(3);
    expect((await api('GET', 'colormapping')).data.total).toBe(5);
    const sizes = (await api('GET', 'packagesize')).data;
    expect(sizes.total).toBe(2);
    expect(sizes.list[0]).toMatchObject({ package_standard_id_title: '中号纸箱', length: '40.00', weight: '0.450' });
    expect((await api('GET', `skumapping?platform_code=AMAZON`)).data.list.map((m: { platform_sku: string }) => m.platform_sku).sort()).toEqual([
      'AMZ-TS001-BLK-M',
      'AMZ-TS001-WHT-L',
    ]);
    // The customs master data of T-shirts and hoodies: five elements and a declared name each.
    const db = t.db.database.db;
    expect(await db.$count(customsElements)).toBe(10);
    expect((await db.select({ key: productFields.key }).from(productFields).orderBy(productFields.sort)).map((f) => f.key)).toEqual([
      'audience',
      'fabric_weight',
      'powered',
      'cert_no',
    ]);
    expect((await db.select({ name: customsGoodsTable.name }).from(customsGoodsTable).orderBy(customsGoodsTable.hs_code)).map((g) => g.name)).toEqual([
      '针织T恤',
      '针织卫衣',
    ]);
  });
});

describe('attributes and their values', () => {
  it('keeps the values as child rows, answers the default cache and the colour values', async () => {
    const created = await api('POST', 'attribute', admin, {
      name: '领型',
      type: 'spec',
      is_default: true,
      sort: 9,
      values: [
        { value: '圆领', sort: 1 },
        { value: 'V领', sort: 2 },
      ],
    });
    expect(created.code).toBe(10000);
    const id = created.data.id as string;
    const detail = (await api('GET', `attribute/${id}`)).data;
    expect(detail.values.map((v: { value: string }) => v.value)).toEqual(['圆领', 'V领']);
    const bad = await api('POST', 'attribute', admin, { name: '坏的', type: 'spec', values: [{ sort: 1 }] });
    expect(bad.code).toBe(10422);

    const added = await api('POST', 'attribute/value/add', admin, { attribute_id: id, value: '翻领', sort: 3 });
    expect(added.code).toBe(10000);
    const cache = (await api('GET', 'attribute/default/cache', buyer)).data;
    expect(cache.map((a: { name: string }) => a.name)).toEqual(['颜色', '尺码', '领型']);
    expect(cache[2].values.map((v: { value: string }) => v.value)).toEqual(['圆领', 'V领', '翻领']);
    expect((await api('POST', 'attribute/value/delete', admin, { ids: [added.data.id] })).data).toEqual({ deleted: 1 });

    const colours = (await api('GET', 'colormapping/attrs', buyer)).data;
    expect(colours.map((c: { value: string }) => c.value)).toEqual(['黑色', '白色', '红色', '藏青色', '灰色']);
    const logs = (await api('GET', `attribute/${id}/logs`)).data;
    expect(logs.length).toBeGreaterThan(0);
    expect((await api('DELETE', `attribute/${id}`)).code).toBe(10000);
  });

  it('refuses to delete the colour attribute while its values are mapped', async () => {
    const colour = (await api('GET', 'attribute?name=颜色')).data.list[0];
    const refused = await api('DELETE', `attribute/${colour.id}`);
    expect(refused.code).toBe(10409);
    expect(refused.message).toBe('该属性的值已用于颜色映射，不能删除');
  });
});

describe('tags and SKU tags', () => {
  it('adds a type with tags, tags a SKU once, and keeps a used tag', async () => {
    const type = await api('POST', 'addtags', admin, { name: '渠道', tags: [{ name: '独立站', colour: '#00B42A' }, { name: '平台专供' }] });
    expect(type.code).toBe(10000);
    const tags = (await api('GET', `tag/list?tag_type_id=${type.data.id}`)).data.list;
    expect(tags.map((x: { name: string }) => x.name)).toEqual(['独立站', '平台专供']);
    const badColour = await api('POST', 'addtags', admin, { name: '颜色坏', tags: [{ name: 'x', colour: 'green' }] });
    expect(badColour.code).toBe(10422);

    const tagged = await api('POST', 'skutag', admin, { sku_id: skuB, tag_id: tags[0].id });
    expect(tagged.data).toMatchObject({ sku_id_title: 'TS001-WHT-L', tag_id_title: '独立站' });
    const twice = await api('POST', 'skutag', admin, { sku_id: skuB, tag_id: tags[0].id });
    expect([twice.code, twice.message]).toEqual([10409, '该SKU已有此标签']);
    expect((await api('POST', 'skutag', admin, { sku_id: newId(), tag_id: tags[0].id })).message).toBe('SKU不存在');

    expect((await api('POST', `deletetag/${tags[0].id}`)).message).toBe('该标签已用于SKU，不能删除');
    expect((await api('POST', `deltagtype/${type.data.id}`)).message).toBe('该类型下的标签已用于SKU，不能删除');
    expect((await api('POST', `deletetag/${tags[1].id}`)).code).toBe(10000);
    expect((await api('DELETE', `skutag/${tagged.data.id}`)).code).toBe(10000);
    expect((await api('POST', `deltagtype/${type.data.id}`)).code).toBe(10000);
    expect((await sql('select count(*)::int as n from catalogue.tags where tag_type_id = $1', [type.data.id]))[0].n).toBe(0);
  });
});

describe('materials at the spec paths', () => {
  it('updates and deletes with the id in the body, and switches on and off', async () => {
    const m = (await api('POST', 'material', admin, { name: '羊毛', name_en: 'Wool' })).data;
    expect(m).toMatchObject({ code: 'MT0005', status: 'enabled' });
    const edited = await api('PUT', 'material', admin, { id: m.id, version: m.version, customs_name: '羊毛制' });
    expect(edited.data.customs_name).toBe('羊毛制');
    expect((await api('POST', `material/${m.id}/disable`)).data.status).toBe('disabled');
    expect((await api('GET', 'material?status=disabled')).data.total).toBe(1);
    const dup = await api('POST', 'material', admin, { name: '羊毛', name_en: 'Wool 2' });
    expect(dup.code).not.toBe(10000);
    expect((await api('DELETE', 'material', admin, { ids: [m.id] })).data).toEqual({ deleted: 1 });
  });
});

describe('colour mappings and their log', () => {
  it('logs every change (colormapping/logs/{id})', async () => {
    const black = (await api('GET', 'colormapping?colour=黑色')).data.list[0];
    expect(black.attribute_value_id_title).toBe('黑色');
    const edited = await api('PUT', `colormapping/${black.id}`, admin, { version: black.version, colour_en: 'Jet Black' });
    expect(edited.data.colour_en).toBe('Jet Black');
    const logs = (await api('GET', `colormapping/logs/${black.id}`)).data;
    expect(JSON.stringify(logs)).toContain('Jet Black');
  });
});

describe('SKU mappings', () => {
  it('maps a platform SKU once (whatever its case) and deletes in bulk', async () => {
    const one = await api('POST', 'skumapping', admin, { platform_code: 'WALMART', platform_sku: 'WM-1', sku_id: skuA });
    expect(one.data.sku_id_title).toBe('TS001-BLK-M');
    const dup = await api('POST', 'skumapping', admin, { platform_code: 'WALMART', platform_sku: 'wm-1', sku_id: skuB });
    expect([dup.code, dup.message]).toEqual([10409, '平台SKU已存在']);
    const two = await api('POST', 'skumapping', admin, { platform_code: 'WALMART', platform_sku: 'WM-2', sku_id: skuB });
    expect((await api('GET', 'skumapping?platform_sku=WM-1,WM-2')).data.total).toBe(2);
    expect((await api('DELETE', 'skumapping/delete', admin, { ids: [one.data.id, two.data.id] })).data).toEqual({ deleted: 2 });
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A filled import sheet, its header row the template's column labels. */
async function sheet(rows: Record<string, string>[]): Promise<Buffer> {
  const path = join(mkdtempSync(join(tmpdir(), 'catalogue-ref-')), 'mapping.xlsx');
  const labels = ['平台', '销售账号', '平台SKU', 'SKU', '备注'];
  await writeXlsx(
    path,
    labels.map((l) => ({ key: l, label: l })),
    (async function* () {
      yield rows;
    })(),
  );
  return readFile(path);
}
/** Runs the queued file tasks, then answers the user's task of this id. */
async function task(id: string, as: Session = admin) {
  await t.identity.tasks.runner.drain();
  return (await call('GET', '/api-auth/api/v1/file-tasks', as)).data.list.find((x: { id: string }) => x.id === id);
}

describe('SKU mapping import and export (file tasks)', () => {
  it('imports new and known platform SKUs, and exports the list', async () => {
    const template = await t.call({ method: 'GET', url: '/api-product/api/v1/product/skumapping/template', as: admin });
    expect(template.raw.headers['content-type']).toBe(XLSX);
    const bytes = await sheet([
      { 平台: 'AMAZON', 销售账号: 'Demo-US', 平台SKU: 'AMZ-TS001-BLK-M', SKU: 'TS001-WHT-L', 备注: '改映射' },
      { 平台: 'EBAY', 平台SKU: 'EB-1', SKU: 'TS001-BLK-M' },
    ]);
    const { payload, headers } = multipart({}, [{ field: 'file', filename: 'SKU映射.xlsx', type: XLSX, bytes }]);
    const queued = (await t.call({ method: 'POST', url: '/api-product/api/v1/product/skumapping/import', payload, headers, as: admin })).body;
    expect(queued.code).toBe(10000);
    const imported = await task(queued.data.task_id);
    expect(imported.status).toBe('succeeded');
    const amazon = (await api('GET', 'skumapping?platform_sku=AMZ-TS001-BLK-M')).data.list[0];
    expect(amazon).toMatchObject({ sku_id_title: 'TS001-WHT-L', remark: '改映射' });
    expect((await api('GET', 'skumapping?platform_code=EBAY')).data.list[0].sku_id_title).toBe('TS001-BLK-M');

    const exported = await api('GET', 'skumapping/export?platform_code=AMAZON');
    expect((await task(exported.data.task_id)).status).toBe('succeeded');
    expect((await api('GET', 'skumapping/export', buyer)).code).toBe(10403);
  });
});

describe('package sizes and standards', () => {
  it('keeps decimals exact, follows an enabled standard, reloads its measures and answers per SKU', async () => {
    const bad = await api('POST', 'packagestandard', admin, { name: '测试箱', length: '10.5', width: '10', height: '10', weight: '0.1234' });
    expect([bad.code, bad.data.issues]).toEqual([10422, [{ field: 'weight', rule: '重量(kg)最多3位小数' }]]);
    const ok = (await api('POST', 'packagestandard', admin, { name: '测试箱', length: '10.5', width: '10', height: '10', weight: '0.125' })).data;
    expect(ok).toMatchObject({ length: '10.50', weight: '0.125', status: 'enabled' });

    const size = (await api('GET', `skupackagesize/${skuA}`)).data;
    expect(size.sku_id_title).toBe('TS001-BLK-M');
    const moved = await api('PUT', `packagesize/${size.id}`, admin, { version: size.version, package_standard_id: ok.id });
    expect(moved.code).toBe(10000);
    expect((await api('POST', 'packagesize/reload', admin, { ids: [size.id] })).data).toEqual({ reloaded: 1 });
    expect((await api('GET', `packagesize/${size.id}`)).data).toMatchObject({ length: '10.50', width: '10.00', weight: '0.125' });
    expect((await api('GET', `packagesize/log/${size.id}`)).data.length).toBeGreaterThan(1);

    expect((await api('DELETE', `packagestandard/${ok.id}`)).message).toBe('该包装标准已被SKU使用，请停用');
    await api('POST', `packagestandard/${ok.id}/disable`);
    const refused = await api('PUT', `packagesize/${size.id}`, admin, { version: size.version + 2, length: '11' });
    expect(refused.message).toBe('包装标准已停用');

    const skuC = await insertSku('TS001-RED-S');
    const unpackaged = (await api('GET', 'unpackage?code=TS001')).data;
    expect(unpackaged.list.map((s: { id: string }) => s.id)).toEqual([skuC]);
    expect((await api('GET', `skupackagesize/${skuC}`)).data).toBeNull();
  });

  it('未维护包装 lists only the SKUs the reader may see, sorted and exported like any list', async () => {
    const reader = await restrictedUser(t, admin, {
      login: 'packer',
      mobile: '13800138109',
      permissions: ['catalogue.packageSize.read'],
      rowRules: { owner: true },
    });
    const spu = newId();
    await sql('insert into catalogue.spus (id, code, name, category_id, developer_id) values ($1, $2, $3, $4, $5)', [
      spu,
      'UP001',
      '未包装款',
      newId(),
      reader.staffId,
    ]);
    const mine = newId();
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [mine, 'UP001-BLK-M', spu, '未包装款 黑 M']);
    const others = await insertSku('UP002-RED-S');
    const all = (await api('GET', 'unpackage?code=UP0&sort=-code')).data;
    expect(all.list.map((s: { id: string }) => s.id)).toEqual([others, mine]);
    expect(all.list[1]).toMatchObject({ code: 'UP001-BLK-M', spu_code: 'UP001' });
    const seen = (await api('GET', 'unpackage?code=UP0', reader)).data;
    expect(seen.list.map((s: { id: string }) => s.id)).toEqual([mine]);
    expect((await api('GET', 'unpackage/export?code=UP0', reader)).code).toBe(10403); // no export code
    const file = await t.call({ method: 'GET', url: '/api-product/api/v1/product/unpackage/export?code=UP0', as: admin });
    expect(file.raw.headers['content-type']).toContain('spreadsheetml');
  });

  it("answers a SKU's package only when the reader may see the SKU; a hidden one as a SKU without a package", async () => {
    const reader = await restrictedUser(t, admin, {
      login: 'sizer',
      mobile: '13800138110',
      permissions: ['catalogue.packageSize.read'],
      rowRules: { owner: true },
    });
    const spu = newId();
    await sql('insert into catalogue.spus (id, code, name, category_id, developer_id) values ($1, $2, $3, $4, $5)', [
      spu,
      'PK001',
      '包装款',
      newId(),
      reader.staffId,
    ]);
    const mine = newId();
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [mine, 'PK001-BLK-M', spu, '包装款 黑 M']);
    const measures = { length: '20', width: '15', height: '5', weight: '0.3' };
    expect((await api('POST', 'packagesize', admin, { sku_id: mine, ...measures })).code).toBe(10000);
    expect((await api('GET', `skupackagesize/${mine}`, reader)).data).toMatchObject({ sku_id: mine, length: '20.00' });
    expect((await api('GET', `skupackagesize/${skuA}`, admin)).data).toMatchObject({ sku_id: skuA });
    expect((await api('GET', `skupackagesize/${skuA}`, reader)).data).toBeNull(); // skuA's SPU is not the reader's
    expect((await api('GET', `skupackagesize/${newId()}`, reader)).data).toBeNull();
  });
});

describe('permissions', () => {
  it('guards each screen by its codes, and shows the menus a role grants', async () => {
    const reader = await userWith('tagreader', '13800138101', ['catalogue.skuTag.read', 'catalogue.tag.read']);
    expect((await api('GET', 'skutag', reader)).code).toBe(10000);
    expect((await api('GET', 'tag/list', reader)).code).toBe(10000);
    expect((await api('POST', 'skutag', reader, { sku_id: skuA, tag_id: newId() })).code).toBe(10403);
    expect((await api('GET', 'material', reader)).code).toBe(10403);
    expect((await api('GET', 'unpackage', reader)).code).toBe(10403);
    expect((await api('POST', 'attribute/value/add', reader, { attribute_id: newId(), value: 'x' })).code).toBe(10403);
    const menus = JSON.stringify((await call('GET', '/api-auth/api/v1/user/menus', reader)).data);
    expect(menus).toContain('/commodity/information/commodity-lable');
    expect(menus).not.toContain('/commodity/information/material');
    expect((await api('GET', 'material', buyer)).code).toBe(10403);
  });

  it('declares the codes of every screen', async () => {
    const codes = referencePermissions.map((p) => p.code);
    expect(codes).toContain('catalogue.skuMapping.import');
    expect(codes).toContain('catalogue.packageStandard.disable');
    const synced = await sql("select count(*)::int as n from identity.permissions where code like 'catalogue.%'");
    expect(synced[0].n).toBe(codes.length);
  });
});
