// 连接内网服务's installer (spec 000 §8): served only when an administrator configured the file
// (ENTREPOT_INTRANET_INSTALLER, a path on the server); the workbench asks first and hides the menu otherwise.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ok } from '@entrepot/contract';
import { notFound } from '@entrepot/server-kit';
import type { FastifyInstance } from 'fastify';

export const INSTALLER_URL = '/downloads/entrepot-connect-setup.exe';

/** The configured installer file, when it is there to be served. */
export function installerFile(path: string | undefined): string | undefined {
  return path && existsSync(path) && statSync(path).isFile() ? path : undefined;
}

export function intranetDownloads(app: FastifyInstance, configured: string | undefined): void {
  // Any signed-in user: whether the installer can be downloaded (the menu shows only then).
  app.get('/api-auth/api/v1/intranet/installer', async () => {
    const file = installerFile(configured);
    return ok(file ? { available: true, url: INSTALLER_URL, name: basename(file) } : { available: false });
  });
  // Public: a download link carries no session header, and an installer holds no data.
  app.get(INSTALLER_URL, { config: { public: true } }, async (_request, reply) => {
    const file = installerFile(configured);
    if (!file) throw notFound('内网连接程序安装包（管理员尚未配置）');
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(basename(file))}"`);
    return reply.send(createReadStream(file));
  });
}
