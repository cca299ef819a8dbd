// `POST imagenewurl/export/{id}`: the SPU's image-url list as an xlsx (a blob), in the list's order.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notFound } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { EntityService, Route } from '@entrepot/server-kit/entity';
import { writeXlsx } from '@entrepot/server-kit/file-tasks';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IMAGE_URL_STATES } from '../entities/index.ts';
import { spus } from './catalogue.schema.ts';
import { imageUrls } from './image-url.schema.ts';
import { spuRuleOf } from './image-url-commands.ts';

const COLUMNS = [
  { key: 'index', label: '序号' },
  { key: 'spu', label: 'SPU' },
  { key: 'sku', label: 'SKU' },
  { key: 'url', label: '图片链接' },
  { key: 'state', label: '状态' },
  { key: 'picture', label: '图片' },
  { key: 'message', label: '说明' },
];
async function* once<T>(batch: T) {
  yield batch;
}

const stateLabel = new Map<string, string>(IMAGE_URL_STATES.map((s) => [s.value, s.label]));
/** An SPU's list is a working list of addresses: a few thousand at most, read in one go. */
const MAX_ROWS = 10_000;

export function imageUrlExport(database: Database, service: EntityService, permission: string, spuOf: (r: FastifyRequest) => string): Route {
  return {
    config: { permission },
    handler: async (request, reply) => {
      const spuId = spuOf(request);
      const [spu] = await database.db
        .select({ code: spus.code })
        .from(spus)
        .where(and(eq(spus.id, spuId), spuRuleOf(request)));
      if (!spu) throw notFound('SPU');
      const page = await service.list(database.db, { page: 1, perPage: MAX_ROWS, query: {}, scope: eq(imageUrls.spu_id, spuId) });
      const rows = page.rows.map((r, i) => ({
        index: i + 1,
        spu: String(spu.code),
        sku: (r.sku_id_title as string | null) ?? '',
        url: String(r.url),
        state: stateLabel.get(String(r.state)) ?? String(r.state),
        picture: (r.picture_id_title as string | null) ?? '',
        message: (r.message as string | null) ?? '',
      }));
      const folder = await mkdtemp(join(tmpdir(), 'entrepot-image-url-'));
      try {
        const path = join(folder, 'list.xlsx');
        await writeXlsx(path, COLUMNS, once(rows));
        const fileName = `图片链接-${spu.code}-${new Date().toISOString().slice(0, 10)}.xlsx`;
        return reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .send(await readFile(path));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
