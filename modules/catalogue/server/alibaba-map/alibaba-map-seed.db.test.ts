// The demo 1688 mappings: written once over the demo SKUs (here only the few they use), one of them unlinked.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { seedAlibabaMaps } from './alibaba-map-seed.ts';
import { alibabaMapCalls } from './alibaba-map-test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, leafCategory, listed } = alibabaMapCalls(() => t);
const option = (dimension: string, value: string, position: number) => ({ dimension, value, code: value, position });

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category_id = await leafCategory(admin);
  const spus = [
    ['TS001', [option('颜色', 'BLK', 0), option('颜色', 'WHT', 1), option('尺码', 'M', 2)]],
    ['HD001', [option('颜色', 'GRY', 0), option('尺码', 'L', 1)]],
    ['CU001', [option('颜色', 'GRY', 0), option('尺寸', '45', 1)]],
  ] as const;
  for (const [code, options] of spus) expect((await product('POST', '/spus', admin, { code, name: `演示${code}`, category_id, options })).code).toBe(10000);
});
afterAll(async () => t?.close());

describe('seedAlibabaMaps', () => {
  it('links the demo SKUs once, one default each, and unlinks the discontinued offer with its reason', async () => {
    await seedAlibabaMaps(t.db.database);
    await seedAlibabaMaps(t.db.database); // a second start writes nothing
    const all = await listed(admin, '');
    expect(all).toHaveLength(6);
    expect(all.filter((m) => m.status === 'off').map((m) => [m.offer_id, m.off_reason])).toEqual([['598812300457', '供应商停产，改从杭州工厂采购']]);
    const defaults = all.filter((m) => m.is_default).map((m) => m.sku_code);
    expect(defaults.sort()).toEqual(['CU001-GRY-45', 'HD001-GRY-L', 'TS001-BLK-M', 'TS001-WHT-M']);
    expect((await product('GET', '/alibaba/map/log?action=off', admin)).data.total).toBe(1);
  });
});
