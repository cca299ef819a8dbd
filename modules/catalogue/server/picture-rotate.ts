// `POST image/rotate {id, degrees}` (ours): the viewer's rotation saved. The picture's file is turned on
// the server and stored as a new file (with its thumbnail; a new key, so no browser shows the old one
// from its cache), which the picture then holds; a SKU whose main picture it is follows.
import { ok } from '@entrepot/contract';
import { conflict, invalid, notFound, parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { currentFileDirectory, type EntityService, type Route } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pictures } from './picture.schema.ts';
import { actorOf, picturesOfVisibleSpus, syncSkuMainImage } from './picture-commands.ts';
import { readStored, storePicture } from './picture-files.ts';
import { ROTATIONS, rotatePicture } from './picture-image.ts';

export const rotateBody = z.object({
  id: z.uuid('记录编号不正确'),
  degrees: z.union(
    ROTATIONS.map((d) => z.literal(d)),
    '旋转角度只能是90、180、270或-90',
  ),
});

export function pictureRotate(database: Database, service: EntityService, permission: string, spuRule: (r: FastifyRequest) => SQL | undefined): Route {
  return {
    config: { permission },
    handler: async (request) => {
      const { id, degrees } = parse(rotateBody, request.body ?? {});
      const [row] = await database.db
        .select({ file: pictures.file })
        .from(pictures)
        .where(and(eq(pictures.id, id), picturesOfVisibleSpus(spuRule(request))));
      if (!row) throw notFound('图片');
      const file = row.file;
      const stored = (await currentFileDirectory()?.describe(database.db, [file]))?.get(file);
      const bytes = stored ? await readStored(request, stored.url) : null;
      if (!stored || !bytes) throw notFound('图片文件');
      const turned = await rotatePicture(bytes, degrees);
      const saved = await storePicture(request, { name: stored.name, bytes: turned.bytes, contentType: turned.contentType });
      if (!saved.ok) throw invalid('id', saved.message);
      const updated = await database.tx(async (tx) => {
        const [now] = await tx.select().from(pictures).where(eq(pictures.id, id)).for('update');
        if (!now || now.file !== file) throw conflict('图片已被修改，请刷新后重试');
        const after = await service.update(tx, id, {}, actorOf(request), { extra: { file: saved.file.id } });
        if (now.is_main) await syncSkuMainImage(tx, { spu_id: now.spu_id, sku_id: now.sku_id ? now.sku_id : null });
        return after;
      });
      return ok({ ...updated, width: turned.width, height: turned.height });
    },
  };
}
