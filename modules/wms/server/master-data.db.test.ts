import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf } from '../domain/ledger/testing.ts';
import { post } from '../public.ts';
import { manifest } from './manifest.ts';
import { wmsCalls } from './test-kit.ts';

let t: TestApp;
let admin: Session;
const { wms, service, restrictedUser, task } = wmsCalls(() => t);
const ids = { sz: '', dg: '', areaA: '', areaB: '', dgArea: '', shelf: '', spec: '' };

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  ids.sz = (await wms('POST', '/addWarehouse', admin, { name: '深圳仓', type: 'domestic', country: 'CN' })).data.id;
  ids.dg = (await wms('POST', '/addWarehouse', admin, { name: '东莞仓', type: 'domestic', country: 'CN' })).data.id;
});
afterAll(async () => t?.close());

describe('areas (库区)', () => {
  it('adds, lists, edits and shows areas at the spec-style and REST paths, with the spec messages', async () => {
    const a = await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'a', name: '存储A区', type: 'storage' });
    expect(a.data).toMatchObject({ code: 'A', name: '存储A区', status: 'enabled', warehouse_id: ids.sz, warehouse_id_title: '深圳仓' });
    expect(a.data).not.toHaveProperty('area_key');
    ids.areaA = a.data.id;
    expect((await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'A', name: '重复', type: 'storage' })).message).toBe('同仓库库区编码已存在');
    ids.dgArea = (await wms('POST', '/addArea', admin, { warehouse_id: ids.dg, code: 'A', name: '东莞A区', type: 'storage' })).data.id; // the same code elsewhere
    ids.areaB = (await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'QC', name: '待检区', type: 'quarantine' })).data.id;
    expect((await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'A 1', name: 'x', type: 'storage' })).message).toBe(
      'code: 编码只能包含字母、数字和横线，且以字母或数字开头',
    );
    expect((await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'C', name: 'x' })).message).toBe('type: 请选择库区类型');

    const list = (await wms('GET', `/area?warehouse_id=${ids.sz}&page=1&per_page=20`, admin)).data;
    expect(list).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(list.list.map((r: { code: string }) => r.code)).toEqual(['A', 'QC']);
    expect((await wms('GET', '/area?type=quarantine', admin)).data.total).toBe(1);

    const edited = (await wms('POST', '/editArea', admin, { id: ids.areaA, name: '存储一区', version: 1 })).data;
    expect(edited).toMatchObject({ name: '存储一区', code: 'A', version: 2 });
    expect((await wms('POST', '/editArea', admin, { id: ids.areaA, name: '旧', version: 1 })).code).toBe(10409);
    expect((await wms('PUT', `/area/${ids.areaA}`, admin, { remark: '靠近收货口', version: 2 })).data.version).toBe(3);
    expect((await wms('POST', '/areaDetail', admin, { id: ids.areaA })).data.remark).toBe('靠近收货口');
    expect((await wms('GET', `/area/${ids.areaA}`, admin)).data.name).toBe('存储一区');
    expect((await wms('GET', `/area/${ids.areaA}/logs`, admin)).data.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
    expect((await wms('POST', '/areaType', admin, {})).data.map((o: { label: string }) => o.label)).toContain('待检区');
    expect((await wms('POST', '/areaStatus', admin, {})).data).toEqual([
      { value: 'enabled', label: '启用' },
      { value: 'disabled', label: '停用' },
    ]);
  });

  it('creates nothing under a disabled warehouse or area', async () => {
    await wms('POST', `/area/${ids.areaB}/disable`, admin);
    expect((await wms('POST', '/addReservoir', admin, { area_id: ids.areaB, code: 'X-01', name: 'x' })).message).toBe('area_id: 库区已停用');
    expect((await wms('POST', `/area/${ids.areaB}/disable`, admin)).message).toBe('当前状态为「停用」，不能停用');
    await wms('POST', `/area/${ids.areaB}/enable`, admin);
    await wms('POST', `/warehouse/${ids.dg}/disable`, admin);
    expect((await wms('POST', '/addArea', admin, { warehouse_id: ids.dg, code: 'B', name: 'x', type: 'storage' })).message).toBe('warehouse_id: 仓库已停用');
    await wms('POST', `/warehouse/${ids.dg}/enable`, admin);
  });
});

describe('shelves, specifications and storage locations', () => {
  it('take their warehouse from the area; codes are capitals, unique per warehouse; sizes are exact decimals', async () => {
    const shelf = (await wms('POST', '/addReservoir', admin, { area_id: ids.areaA, code: 'a-01', name: 'A区1号货架', levels: 4 })).data;
    expect(shelf).toMatchObject({ code: 'A-01', warehouse_id: ids.sz, area_id_title: '存储一区', levels: 4 });
    ids.shelf = shelf.id;
    expect((await wms('POST', '/addReservoir', admin, { area_id: ids.areaA, code: 'A-01', name: 'x' })).message).toBe('同仓库货架编码已存在');

    const spec = (await wms('POST', '/addStorageSpec', admin, { name: '小件位', length: '40.5', width: 30, height: '30', max_weight: '15.25' })).data;
    expect(spec).toMatchObject({ code: 'GG001', length: '40.50', width: '30.00', max_weight: '15.25' });
    ids.spec = spec.id;
    expect((await wms('POST', '/addStorageSpec', admin, { name: 'x', length: '1.234', width: '1', height: '1', max_weight: '1' })).message).toBe(
      'length: 长(cm)最多2位小数',
    );
    expect((await wms('POST', '/addStorageSpec', admin, { name: 'y', length: '0', width: '1', height: '1', max_weight: '1' })).message).toBe(
      'length: 长(cm)不能小于0.01',
    );

    const loc = (await wms('POST', '/addStorageLocation', admin, { area_id: ids.areaA, reservoir_id: ids.shelf, code: 'a-01-01', spec_id: ids.spec })).data;
    expect(loc).toMatchObject({
      code: 'A-01-01',
      warehouse_id: ids.sz,
      warehouse_id_title: '深圳仓',
      reservoir_id_title: 'A区1号货架',
      spec_id_title: '小件位',
    });
    expect((await wms('POST', '/addStorageLocation', admin, { area_id: ids.areaA, code: 'A-01-01' })).message).toBe('同仓库库位编码已存在');
    expect((await wms('POST', '/addStorageLocation', admin, { area_id: ids.dgArea, code: 'A-01-01' })).code).toBe(10000); // another warehouse
    expect((await wms('POST', '/addStorageLocation', admin, { area_id: ids.areaB, reservoir_id: ids.shelf, code: 'QC-01' })).message).toBe(
      'reservoir_id: 货架不属于该库区',
    );
    expect((await wms('POST', '/addStorageLocation', admin, { area_id: ids.areaA, code: 'Z-1', spec_id: ids.dg })).message).toBe('spec_id: 库位规格不存在');
    expect((await wms('POST', '/editStorageLocation', admin, { id: loc.id, code: 'B-1', version: 1 })).code).toBe(10422); // the code is fixed
  });

  it('creates a run of locations at once, all or none', async () => {
    const run = await wms('POST', '/batchAddStorageLocation', admin, {
      area_id: ids.areaA,
      reservoir_id: ids.shelf,
      spec_id: ids.spec,
      code_from: 'A-01-02',
      code_to: 'a-01-05',
    });
    expect(run).toMatchObject({ code: 10000, message: '已生成4个库位', data: { created: 4, codes: ['A-01-02', 'A-01-03', 'A-01-04', 'A-01-05'] } });
    const again = await wms('POST', '/batchAddStorageLocation', admin, { area_id: ids.areaA, code_from: 'A-01-05', code_to: 'A-01-07' });
    expect(again).toMatchObject({ code: 10409, message: '库位编码已存在：A-01-05' });
    expect((await wms('POST', '/batchAddStorageLocation', admin, { area_id: ids.areaA, code_from: 'A-01-09', code_to: 'A-02-01' })).message).toBe(
      'code_to: 起止库位编码除末尾数字外须相同',
    );
    const list = (await wms('GET', `/storageLocation?warehouse_id=${ids.sz}&per_page=50`, admin)).data;
    expect(list.list.map((l: { code: string }) => l.code)).toEqual(['A-01-01', 'A-01-02', 'A-01-03', 'A-01-04', 'A-01-05']);
    expect((await wms('GET', '/storageLocation?code=A-01-01,A-01-03', admin)).data.total).toBe(3); // batch query; A-01-01 exists in both warehouses
    expect((await wms('GET', `/storageLocation/${list.list[1].id}/logs`, admin)).data[0]).toMatchObject({ action: 'create' });
  });

  it('answers the selects for any session, labelled with the warehouse', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    const areas = (await service('GET', `/getArea?warehouse_id=${ids.sz}`, buyer)).data;
    expect(areas.map((a: { name: string }) => a.name)).toEqual(['深圳仓 / 存储一区', '深圳仓 / 待检区']);
    expect((await service('GET', `/getReservoir?area_id=${ids.areaA}`, buyer)).data[0]).toMatchObject({ name: '深圳仓 / 存储一区 / A区1号货架', code: 'A-01' });
    expect((await service('GET', `/getStorageLocation?warehouse_id=${ids.sz}&keyword=01-0`, buyer)).data.map((l: { code: string }) => l.code)).toHaveLength(5);
    expect((await service('GET', '/getStorageSpec', buyer)).data).toEqual([expect.objectContaining({ code: 'GG001', name: '小件位 40.50×30.00×30.00cm' })]);
    expect((await service('GET', '/getArea?warehouse_id=nope', buyer)).code).toBe(10422);
  });
});

describe('deletes', () => {
  it('are refused while the record is in use: shelves, locations, specifications, stock', async () => {
    expect((await wms('POST', '/deleteArea', admin, { id: ids.areaA })).message).toBe('该库区下还有货架，不能删除');
    expect((await wms('POST', '/deleteReservoir', admin, { id: ids.shelf })).message).toBe('该货架下还有库位，不能删除');
    expect((await wms('DELETE', `/storageSpec/${ids.spec}`, admin)).message).toBe('还有库位使用该规格，不能删除');
    // Stock on A-01-01 (the ledger keys it on the warehouse id and the location code).
    await t.db.database.tx((tx) =>
      post(
        tx,
        [
          { type: 'receive', warehouseId: ids.sz, skuId: 'TS001-BLK-M', qty: 5, source: { type: 'test', id: 'R1' }, operator: 'test' },
          {
            type: 'put_away',
            warehouseId: ids.sz,
            toLocationId: 'A-01-01',
            skuId: 'TS001-BLK-M',
            qty: 5,
            source: { type: 'test', id: 'P1' },
            operator: 'test',
          },
        ],
        outboxOf(t.db.database),
      ),
    );
    const locations = (await wms('GET', `/storageLocation?warehouse_id=${ids.sz}`, admin)).data.list as { id: string; code: string }[];
    const byCode = (code: string) => locations.find((l) => l.code === code)!.id;
    expect((await wms('POST', '/deleteStorageLocation', admin, { id: byCode('A-01-01') })).message).toBe('该库位还有库存，不能删除');
    expect((await wms('POST', `/storageLocation/${byCode('A-01-01')}/disable`, admin)).message).toBe('该库位还有库存，不能停用');
    expect((await wms('POST', `/storageLocation/${byCode('A-01-02')}/disable`, admin)).code).toBe(10000);
    expect((await wms('POST', `/storageLocation/${byCode('A-01-02')}/enable`, admin)).code).toBe(10000);
    expect((await wms('DELETE', `/storageLocation/${byCode('A-01-05')}`, admin)).code).toBe(10000);
    expect((await wms('DELETE', `/storageLocation/${byCode('A-01-05')}`, admin)).code).toBe(10404);
    // An empty area goes.
    const empty = (await wms('POST', '/addArea', admin, { warehouse_id: ids.sz, code: 'TMP', name: '临时区', type: 'staging' })).data.id;
    expect((await wms('DELETE', `/area/${empty}`, admin)).code).toBe(10000);
  });
});

describe('batches (批量启用/停用)', () => {
  it('disable and enable the checked locations at once, all or none, naming the one that refuses', async () => {
    const locations = (await wms('GET', `/storageLocation?warehouse_id=${ids.sz}&per_page=50`, admin)).data.list as { id: string; code: string }[];
    const byCode = (code: string) => locations.find((l) => l.code === code)!.id;
    const [stocked, a, b] = [byCode('A-01-01'), byCode('A-01-02'), byCode('A-01-03')];
    const refused = await wms('POST', '/batchStorageLocation', admin, { ids: [a, stocked], transition: 'disable' });
    expect([refused.code, refused.message]).toEqual([10409, '库位 A-01-01：该库位还有库存，不能停用']);
    expect((await wms('GET', `/storageLocation/${a}`, admin)).data.status).toBe('enabled'); // nothing moved
    expect((await wms('POST', '/batchStorageLocation', admin, { ids: [a, b], transition: 'disable' })).data).toEqual({ updated: 2 });
    expect((await wms('GET', `/storageLocation/${b}`, admin)).data.status).toBe('disabled');
    expect((await wms('POST', '/batchStorageLocation', admin, { ids: [a, b], transition: 'enable' })).data).toEqual({ updated: 2 });
  });
});

describe('warehouse groups (仓库分组)', () => {
  it('group existing warehouses', async () => {
    const g = (await wms('POST', '/addWarehouseGroup', admin, { name: '华南仓群', warehouse_ids: [ids.sz, ids.dg] })).data;
    expect(g.warehouse_ids_titles).toEqual(['深圳仓', '东莞仓']);
    expect((await wms('POST', '/addWarehouseGroup', admin, { name: '空', warehouse_ids: [] })).message).toBe('warehouse_ids: 请选择仓库');
    expect((await wms('POST', '/addWarehouseGroup', admin, { name: '未知', warehouse_ids: [ids.spec] })).message).toBe('warehouse_ids: 仓库不存在');
    await wms('POST', '/addWarehouseGroup', admin, { name: '仅深圳', warehouse_ids: [ids.sz] });
    expect((await wms('POST', '/warehouseGroupDetail', admin, { id: g.id })).data.name).toBe('华南仓群');
  });
});

describe('permissions and warehouse data rules', () => {
  it('guards every list and write with its code', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    for (const path of ['/area', '/reservoir', '/storageLocation', '/storageSpec', '/warehouseGroup']) expect((await wms('GET', path, buyer)).code).toBe(10403);
    expect((await wms('POST', '/addArea', buyer, { warehouse_id: ids.sz, code: 'Z', name: 'z', type: 'storage' })).code).toBe(10403);
    const reader = await restrictedUser(admin, 'area.reader', '13700000001', ['wms.area.read'], {});
    expect((await wms('GET', '/area', reader)).data.total).toBeGreaterThan(0);
    expect((await wms('POST', '/addArea', reader, { warehouse_id: ids.sz, code: 'Z', name: 'z', type: 'storage' })).code).toBe(10403);
    expect((await wms('POST', `/area/${ids.areaA}/disable`, reader)).code).toBe(10403);
  });

  it('limit a user to the warehouses of their group: lists, details, lookups and writes', async () => {
    const codes = ['area.read', 'area.create', 'storageLocation.read', 'storageLocation.create', 'warehouseGroup.read', 'warehouse.read'].map(
      (c) => `wms.${c}`,
    );
    const dgUser = await restrictedUser(admin, 'dg.keeper', '13700000002', codes, { warehouses: [ids.dg] });
    expect((await wms('GET', '/area', dgUser)).data.list.map((a: { warehouse_id: string }) => a.warehouse_id)).toEqual([ids.dg]);
    expect((await wms('GET', `/area/${ids.areaA}`, dgUser)).code).toBe(10404);
    expect((await wms('POST', '/areaDetail', dgUser, { id: ids.areaA })).code).toBe(10404);
    const before = (await wms('GET', '/area', admin)).data.total;
    expect((await wms('POST', '/addArea', dgUser, { warehouse_id: ids.sz, code: 'Y', name: 'y', type: 'storage' })).message).toBe('无权操作该仓库的数据');
    expect((await wms('GET', '/area', admin)).data.total).toBe(before); // nothing written
    expect((await wms('POST', '/addArea', dgUser, { warehouse_id: ids.dg, code: 'Y', name: '东莞Y区', type: 'storage' })).code).toBe(10000);
    expect((await wms('POST', '/batchAddStorageLocation', dgUser, { area_id: ids.areaA, code_from: 'S-1', code_to: 'S-2' })).message).toBe(
      '无权操作该仓库的数据',
    );
    expect((await wms('GET', '/storageLocation', dgUser)).data.list.map((l: { warehouse_id: string }) => l.warehouse_id)).toEqual([ids.dg]);
    expect((await service('GET', '/getArea', dgUser)).data.map((a: { name: string }) => a.name)).toEqual(['东莞仓 / 东莞A区', '东莞仓 / 东莞Y区']);
    expect((await service('GET', '/getStorageLocation', dgUser)).data.map((l: { warehouse_id: string }) => l.warehouse_id)).toEqual([ids.dg]);
    expect((await wms('GET', '/warehouseGroup', dgUser)).data.list.map((g: { name: string }) => g.name)).toEqual(['华南仓群']); // overlapping groups only
    expect((await wms('GET', '/warehouse', dgUser)).data.list.map((w: { name: string }) => w.name)).toEqual(['东莞仓']);
  });
});

describe('exports', () => {
  it('runs a master-data export as a file task under the same filters', async () => {
    const started = await wms('GET', `/storageLocationExport?warehouse_id=${ids.sz}`, admin);
    expect(started.message).toBe('导出任务已创建，请在文件任务中下载');
    expect(await task(admin, started.data.task_id)).toMatchObject({ status: 'succeeded', result: { rows: 4 } });
  });
});
