// Helpers of the size charts' database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { spuFamilyCalls } from '../spu-family/spu-family-test-kit.ts';
import { sizes } from '../test-kit.ts';

/** A template's size row: size, then CN, US, UK, EU, JP (KR and AU left blank). */
export const sizeRow = (size: string, cn: string, us: string, uk: string, eu: string, jp: string, sort = 0) => ({ size, cn, us, uk, eu, jp, sort });

export const MEN = [
  sizeRow('S', '165/84A', '34-36', '36', '46', 'M', 0),
  sizeRow('M', '170/88A', '38-40', '38', '48', 'L', 1),
  sizeRow('L', '175/92A', '42-44', '40', '50', 'XL', 2),
  sizeRow('XL', '180/96A', '46-48', '42', '52', 'XXL', 3),
  sizeRow('XXL', '185/100A', '50-52', '44', '54', '3XL', 4),
];

export function sizeChartCalls(t: () => TestApp) {
  const calls = spuFamilyCalls(t);
  const { product } = calls;
  return {
    ...calls,
    /** A template made through `POST hopcode`; answers it (10000 expected). */
    async newTemplate(as: Session, name: string, rows = MEN, extra: object = {}): Promise<Record<string, unknown> & { id: string; version: number }> {
      const made = await product('POST', '/hopcode', as, { name, sizes: rows, ...extra });
      expect(made.code, made.message).toBe(10000);
      return made.data;
    },
    /** An SPU of 尺码 S–XL only, developed by `developerId` when given; answers its id. */
    async sizedSpu(as: Session, code: string, categoryId: string, developerId?: string): Promise<string> {
      const options = sizes.map((o, position) => ({ ...o, position }));
      const created = await product('POST', '/spus', as, {
        code,
        name: `${code} 卫衣`,
        category_id: categoryId,
        options,
        ...(developerId ? { developer_id: developerId } : {}),
      });
      expect(created.code, created.message).toBe(10000);
      return created.data.id;
    },
    /** `PUT spusize/{id}` */
    saveChart: (as: Session, spuId: string, body: object) => product('PUT', `/spusize/${spuId}`, as, body),
    /** `GET spusize/{id}` */
    chartOf: (as: Session, spuId: string) => product('GET', `/spusize/${spuId}`, as),
  };
}
