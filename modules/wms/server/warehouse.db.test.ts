import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';

let t: TestApp;
let admin: Session;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: Session, payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) }).then((r) => r.body);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('warehouses at the spec paths', () => {
  it('adds, lists, edits and shows warehouses with generated codes and the spec messages', async () => {
    const sz = (await call('POST', '/api-wms/api/v1/wms/addWarehouse', admin, { name: '深圳仓', type: 'domestic', country: 'CN', phone: '13712345678' })).data;
    expect(sz).toMatchObject({ code: 'WH001', name: '深圳仓', type: 'domestic', status: 'enabled' });
    await call('POST', '/api-wms/api/v1/wms/addWarehouse', admin, { name: '美西海外仓', type: 'overseas', country: 'US' });
    expect((await call('POST', '/api-wms/api/v1/wms/addWarehouse', admin, { name: '深圳仓', type: 'domestic' })).message).toBe('仓库名称已存在');
    expect((await call('POST', '/api-wms/api/v1/wms/addWarehouse', admin, { name: 'x', type: 'domestic', country: 'us' })).message).toBe(
      'country: 国家请填写两位大写代码，如 CN、US',
    );
    expect((await call('POST', '/api-wms/api/v1/wms/addWarehouse', admin, { name: 'y' })).message).toBe('type: 请选择仓库类型');

    const list = (await call('GET', '/api-wms/api/v1/wms/warehouse?type=overseas&page=1&per_page=20', admin)).data;
    expect(list).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(list.list[0]).toMatchObject({ code: 'WH002', name: '美西海外仓' });

    const edited = (await call('POST', '/api-wms/api/v1/wms/editWarehouse', admin, { id: sz.id, contact: '李强', version: sz.version })).data;
    expect(edited).toMatchObject({ contact: '李强', version: 2 });
    expect((await call('POST', '/api-wms/api/v1/wms/editWarehouse', admin, { id: sz.id, contact: '王', version: 1 })).code).toBe(10409);
    expect((await call('POST', '/api-wms/api/v1/wms/warehouseDetail', admin, { id: sz.id })).data.contact).toBe('李强');
    expect((await call('POST', '/api-wms/api/v1/wms/warehouseType', admin, {})).data.map((o: { label: string }) => o.label)).toContain('海外仓');
    expect((await call('POST', '/api-wms/api/v1/wms/warehouseStatus', admin, {})).data).toEqual([
      { value: 'enabled', label: '启用' },
      { value: 'disabled', label: '停用' },
    ]);
  });

  it('answers the enabled warehouses to any session through getWarehouse, within its data rules', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    const all = (await call('GET', '/api-wms/service/api/getWarehouse', buyer)).data;
    expect(all.map((w: { code: string }) => w.code)).toEqual(['WH001', 'WH002']);
    await call('POST', `/api-wms/api/v1/wms/warehouse/${all[1].id}/disable`, admin);
    expect((await call('GET', '/api-wms/service/api/getWarehouse', buyer)).data.map((w: { code: string }) => w.code)).toEqual(['WH001']);
    const buyerId = (await call('GET', '/api-auth/api/v1/staffs?login_name=buyer01', admin)).data.list[0].id;
    await call('POST', '/api-auth/api/v1/group', admin, { name: '深圳仓组', member_ids: [buyerId], row_rules: { warehouses: [all[1].id] } });
    expect((await call('GET', '/api-wms/service/api/getWarehouse', buyer)).data).toEqual([]); // only a disabled one is allowed
  });

  it('guards writes with the warehouse codes', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await call('POST', '/api-wms/api/v1/wms/addWarehouse', buyer, { name: 'z', type: 'domestic' })).code).toBe(10403);
    expect((await call('GET', '/api-wms/api/v1/wms/warehouse', buyer)).code).toBe(10403);
  });
});
