// Helpers of the catalogue database tests (not used by the module itself).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const colours = [
  { dimension: '颜色', value: '黑', code: 'BLK' },
  { dimension: '颜色', value: '白', code: 'WHT' },
  { dimension: '颜色', value: '红', code: 'RED' },
];
export const sizes = ['S', 'M', 'L', 'XL'].map((v) => ({ dimension: '尺码', value: v, code: v }));

/** The rows of an xlsx answer (a blob), each as header → text. */
export async function sheetRows(payload: Buffer): Promise<Record<string, string>[]> {
  const path = join(mkdtempSync(join(tmpdir(), 'entrepot-catalogue-')), 'answer.xlsx');
  writeFileSync(path, payload);
  const rows: Record<string, string>[] = [];
  for await (const r of readXlsx(path)) rows.push(r.values);
  return rows;
}

export function catalogueCalls(t: () => TestApp) {
  const call = (prefix: string) => (method: Method, path: string, as: Session, payload?: object) =>
    t()
      .call({ method, url: `${prefix}${path}`, as, ...(payload ? { payload } : {}) })
      .then((r) => r.body);
  const auth = call('/api-auth/api/v1');
  const product = call('/api-product/api/v1/product');
  return {
    /** `/api-product/api/v1/product<path>` */
    product,
    auth,
    /** A category path 服装 → 上衣 → T恤 (answers the leaf's id). */
    async leafCategory(admin: Session, prefix = ''): Promise<string> {
      const top = (await product('POST', '/category/kaka/add', admin, { name: `${prefix}服装`, sort: 1 })).data;
      const mid = (await product('POST', '/category/kaka/add', admin, { name: `${prefix}上衣`, parent_id: top.id })).data;
      const leaf = (await product('POST', '/category/kaka/add', admin, { name: `${prefix}T恤`, parent_id: mid.id })).data;
      expect(leaf.level).toBe(3);
      return leaf.id;
    },
    /** A user holding these codes (and in a data-permission group with these row rules, when given). */
    async restrictedUser(admin: Session, login: string, mobile: string, permissions: string[], rowRules: object = {}): Promise<Session & { staffId: string }> {
      return restrictedUser(t(), admin, { login, mobile, permissions, rowRules });
    },
    /** Runs queued file tasks, then answers the caller's task. */
    async task(as: Session, id: string) {
      await t().identity.tasks.runner.drain();
      const list = (await auth('GET', '/file-tasks', as)).data.list as (Record<string, unknown> & { id: string; file_url: string })[];
      return list.find((x) => x.id === id)!;
    },
  };
}
