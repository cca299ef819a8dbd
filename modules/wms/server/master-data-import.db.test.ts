// Imports of the warehouse settings through their routes: the write rules (warehouse derived from the
// area, enabled parents, one code per warehouse) hold for a file as for the screens.

import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { wmsCalls } from './test-kit.ts';

let t: TestApp;
let admin: Session;
const { wms, restrictedUser } = wmsCalls(() => t);
const API = '/api-wms/api/v1/wms';
const count = async (table: string) => (await t.db.database.pool.query(`select count(*)::int as n from wms.${table}`)).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await wms('POST', '/addWarehouse', admin, { name: '深圳仓', type: 'domestic', country: 'CN' });
  await wms('POST', '/addWarehouse', admin, { name: '东莞仓', type: 'domestic', country: 'CN' });
  const closed = (await wms('POST', '/addWarehouse', admin, { name: '旧仓', type: 'domestic', country: 'CN' })).data.id;
  await wms('POST', `/warehouse/${closed}/disable`, admin);
});
afterAll(async () => t?.close());

describe('warehouse settings import', () => {
  it('imports areas, reports every row a rule refuses, and a second import of the same file changes nothing', async () => {
    const bad = await importRows(
      t,
      `${API}/area`,
      [
        { 仓库: '深圳仓', 库区编码: 'A', 库区名称: '存储A区', 库区类型: '存储区' },
        { 仓库: '旧仓', 库区编码: 'A', 库区名称: '旧A区', 库区类型: '存储区' },
        { 仓库: '广州仓', 库区编码: 'B', 库区名称: 'x', 库区类型: '存储区' },
      ],
      admin,
    );
    expect(bad.task?.status).toBe('failed');
    expect(bad.errors).toEqual([
      { 行号: '3', 列: '仓库', 错误信息: '仓库已停用' },
      { 行号: '4', 列: '仓库', 错误信息: '仓库「广州仓」不存在' },
    ]);
    expect(await count('areas')).toBe(0);

    const rows = [
      { 仓库: '深圳仓', 库区编码: 'a', 库区名称: '存储A区', 库区类型: '存储区' },
      { 仓库: '东莞仓', 库区编码: 'A', 库区名称: '存储A区', 库区类型: '存储区' }, // the same code in another warehouse
      { 仓库: 'WH001', 库区编码: 'QC', 库区名称: '待检区', 库区类型: '待检区' }, // a warehouse by its code
    ];
    const first = await importRows(t, `${API}/area`, rows, admin);
    expect(first.task).toMatchObject({ status: 'succeeded', result: { rows: 3, created: 3, updated: 0 } });
    const again = await importRows(t, `${API}/area`, rows, admin);
    expect(again.task).toMatchObject({ status: 'succeeded', result: { rows: 3, created: 0, updated: 3 } });
    const areas = (await wms('GET', '/area?sort=code', admin)).data.list as { code: string; warehouse_id_title: string }[];
    expect(areas.map((a) => [a.warehouse_id_title, a.code]).sort()).toEqual([
      ['东莞仓', 'A'],
      ['深圳仓', 'A'],
      ['深圳仓', 'QC'],
    ]);
  });

  it('imports shelves and locations with the warehouse derived from the area; an area name two warehouses share is refused', async () => {
    const shelves = await importRows(t, `${API}/reservoir`, [{ 库区: '待检区', 货架编码: 'Q-01', 货架名称: '待检货架', 层数: '4' }], admin);
    expect(shelves.task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    const ambiguous = await importRows(t, `${API}/storageLocation`, [{ 库区: '存储A区', 库位编码: 'A-01-01' }], admin);
    expect(ambiguous.errors).toEqual([{ 行号: '2', 列: '库区', 错误信息: '库区「存储A区」对应多条记录，请填写编码' }]);
    const located = await importRows(t, `${API}/storageLocation`, [{ 库区: '待检区', 货架: '待检货架', 库位编码: 'Q-01-01' }], admin);
    expect(located.task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    const [location] = (await wms('GET', '/storageLocation?code=Q-01-01', admin)).data.list;
    expect(location).toMatchObject({ code: 'Q-01-01', warehouse_id_title: '深圳仓', reservoir_id_title: '待检货架' });
  });

  it('imports specifications and warehouse groups', async () => {
    const specs = await importRows(t, `${API}/storageSpec`, [{ 规格名称: '小号', '长(cm)': '40', '宽(cm)': '30', '高(cm)': '20', '承重(kg)': '15' }], admin);
    expect(specs.task?.status, JSON.stringify(specs.errors)).toBe('succeeded');
    const groups = await importRows(t, `${API}/warehouseGroup`, [{ 分组名称: '华南', 仓库: '深圳仓，东莞仓' }], admin);
    expect(groups.task?.status, JSON.stringify(groups.errors)).toBe('succeeded');
    expect((await wms('GET', '/warehouseGroup', admin)).data.list[0].warehouse_ids_titles.sort()).toEqual(['东莞仓', '深圳仓'].sort());
  });

  it("holds the importer's warehouse rules: a keeper of 东莞仓 cannot create or change 深圳仓's areas", async () => {
    const dg = (await wms('GET', '/warehouse?name=东莞仓', admin)).data.list[0].id;
    const keeper = await restrictedUser(admin, 'dg.importer', '13700000031', ['wms.area.read', 'wms.area.create', 'wms.area.update', 'wms.area.import'], {
      warehouses: [dg],
    });
    const outside = await importRows(t, `${API}/area`, [{ 仓库: '深圳仓', 库区编码: 'Z', 库区名称: '越权区', 库区类型: '存储区' }], keeper);
    expect(outside.task).toMatchObject({ status: 'failed', error: '无权操作该仓库的数据' });
    const existing = await importRows(t, `${API}/area`, [{ 仓库: '深圳仓', 库区编码: 'QC', 库区名称: '改名', 库区类型: '待检区' }], keeper);
    expect(existing.task).toMatchObject({ status: 'failed', error: '第2行: 无权操作该仓库的数据' });
    const own = await importRows(t, `${API}/area`, [{ 仓库: '东莞仓', 库区编码: 'B', 库区名称: '东莞B区', 库区类型: '存储区' }], keeper);
    expect(own.task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    expect(await count('areas')).toBe(4);
  });
});
