// Helpers of the wms database tests (not used by the module itself).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function wmsCalls(t: () => TestApp) {
  const call = (prefix: string) => (method: Method, path: string, as: Session, payload?: object) =>
    t()
      .call({ method, url: `${prefix}${path}`, as, ...(payload ? { payload } : {}) })
      .then((r) => r.body);
  const auth = call('/api-auth/api/v1');
  return {
    /** `/api-wms/api/v1/wms<path>` */
    wms: call('/api-wms/api/v1/wms'),
    /** `/api-wms/service/api<path>` */
    service: call('/api-wms/service/api'),
    auth,
    /** A user holding these codes, in a data-permission group with these row rules. */
    async restrictedUser(admin: Session, login: string, mobile: string, permissions: string[], rowRules: object): Promise<Session> {
      return restrictedUser(t(), admin, { login, mobile, permissions, rowRules });
    },
    /** The rows of a file task's xlsx (first sheet), by column label. */
    async download(url: string): Promise<Record<string, string>[]> {
      const res = await t().call({ method: 'GET', url });
      const path = join(mkdtempSync(join(tmpdir(), 'entrepot-wms-')), 'download.xlsx');
      writeFileSync(path, res.raw.rawPayload);
      const rows = [];
      for await (const r of readXlsx(path)) rows.push(r.values);
      return rows;
    },
    /** Runs queued file tasks, then answers the caller's task. */
    async task(as: Session, id: string) {
      await t().identity.tasks.runner.drain();
      const list = (await auth('GET', '/file-tasks', as)).data.list as (Record<string, unknown> & { id: string; file_url: string })[];
      return list.find((x) => x.id === id)!;
    },
  };
}
