import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@entrepot/server-kit/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

const noDatabase = {} as Database;

describe('连接内网服务 installer', () => {
  it('is served, to anyone, only when the administrator configured the file; the workbench learns which', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'installer-'));
    const file = join(dir, 'connect-setup.exe');
    writeFileSync(file, 'MZ-installer');
    const withFile = await buildApp({ database: noDatabase, manifests: [], serveStatic: false, intranetInstaller: file });
    const got = await withFile.inject({ method: 'GET', url: '/downloads/entrepot-connect-setup.exe' });
    expect([got.statusCode, got.body, got.headers['content-disposition']]).toEqual([200, 'MZ-installer', 'attachment; filename="connect-setup.exe"']);
    const without = await buildApp({ database: noDatabase, manifests: [], serveStatic: false, intranetInstaller: join(dir, 'missing.exe') });
    const missing = await without.inject({ method: 'GET', url: '/downloads/entrepot-connect-setup.exe' });
    expect(missing.json()).toMatchObject({ code: 10404, message: '内网连接程序安装包（管理员尚未配置）不存在' });
    await Promise.all([withFile.close(), without.close()]);
  });
});
