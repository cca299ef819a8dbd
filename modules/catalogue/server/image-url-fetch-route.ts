// `POST imagenewurl/fetch {ids}` (ours): each chosen entry not yet 已完成, in the list's order, is fetched
// (image-url-fetch.ts), stored through the shared upload as the caller and added to the picture library
// of its SPU/SKU; the entry becomes 已完成 (with its picture) or 抓取失败 (with the reason). The network
// is never awaited inside a transaction. Needs the library's upload code (it adds pictures).
import { ok } from '@entrepot/contract';
import { AppError, notFound, parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { imageUrls } from './image-url.schema.ts';
import { entriesOfVisibleSpus, imageUrlBodies, type imageUrlCommands, spuRuleOf } from './image-url-commands.ts';
import { FetchRefused, fetchPicture, fetchPolicyFromEnv } from './image-url-fetch.ts';
import { actorOf, pictureCommands } from './picture-commands.ts';
import { storePicture } from './picture-files.ts';
import { pictureServices } from './picture-routes.ts';

export function imageUrlFetch(database: Database, entries: ReturnType<typeof imageUrlCommands>, permission: string): Route {
  const library = pictureCommands(pictureServices());
  return {
    config: { permission },
    handler: async (request) => {
      const { ids } = parse(imageUrlBodies.ids, request.body ?? {});
      const spuRule = spuRuleOf(request);
      const actor = actorOf(request);
      const visible = await database.db
        .select()
        .from(imageUrls)
        .where(and(inArray(imageUrls.id, ids), entriesOfVisibleSpus(spuRule)))
        .orderBy(asc(imageUrls.spu_id), asc(imageUrls.sort), asc(imageUrls.id));
      if (visible.length !== ids.length) throw notFound('图片链接');
      let done = 0;
      let failed = 0;
      for (const entry of visible.filter((e) => e.state !== 'done')) {
        try {
          const fetched = await fetchPicture(entry.url, fetchPolicyFromEnv());
          const saved = await storePicture(request, fetched);
          if (!saved.ok) throw new FetchRefused(saved.message);
          const added = await database.tx(async (tx) => {
            // Another fetch of the same entry finished first: its picture stands, this file stays unused.
            const [now] = await tx
              .select({ id: imageUrls.id })
              .from(imageUrls)
              .where(and(eq(imageUrls.id, entry.id), ne(imageUrls.state, 'done')))
              .for('update');
            if (!now) return false;
            const [picture] = await library.add(tx, { spu_id: entry.spu_id, sku_id: entry.sku_id, files: [saved.file.id] }, actor, spuRule);
            await entries.settle(tx, entry.id, { state: 'done', picture_id: String(picture!.id) }, actor);
            return true;
          });
          if (added) done += 1;
        } catch (error) {
          if (!(error instanceof FetchRefused) && !(error instanceof AppError)) throw error;
          failed += 1;
          const message = error.message.slice(0, 200);
          await database.tx((tx) => entries.settle(tx, entry.id, { state: 'failed', message }, actor));
        }
      }
      return ok({ done, failed, skipped: visible.length - done - failed });
    },
  };
}
