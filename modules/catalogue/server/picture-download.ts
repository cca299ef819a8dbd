// `POST image/download {ids}`: the chosen pictures as one zip, read from identity's file store through
// their signed URLs (in-process, no network), stored uncompressed (pictures are compressed already).
import { notFound, parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { currentFileDirectory, type Route } from '@entrepot/server-kit/entity';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Zippable, zipSync } from 'fflate';
import { pictures } from './picture.schema.ts';
import { pictureBodies, picturesOfVisibleSpus } from './picture-commands.ts';
import { readStored } from './picture-files.ts';

/** Names unique inside the zip: `name.jpg`, `name(2).jpg`… */
export function uniqueZipName(taken: Set<string>, name: string): string {
  const clean = name.replace(/[\\/:*?"<>|]/g, '_') || 'picture';
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let candidate = clean;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}(${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export function pictureDownload(database: Database, permission: string, spuRule: (r: FastifyRequest) => SQL | undefined): Route {
  return {
    config: { permission },
    handler: async (request, reply) => {
      const { ids } = parse(pictureBodies.ids, request.body ?? {});
      const rows = await database.db
        .select({ id: pictures.id, file: pictures.file, name: pictures.name })
        .from(pictures)
        .where(and(inArray(pictures.id, ids), picturesOfVisibleSpus(spuRule(request))))
        .orderBy(asc(pictures.sort), asc(pictures.id));
      if (rows.length !== new Set(ids).size) throw notFound('图片');
      const directory = currentFileDirectory();
      const files = directory
        ? await directory.describe(
            database.db,
            rows.map((r) => r.file),
          )
        : new Map();
      const entries: Zippable = {};
      const taken = new Set<string>();
      for (const row of rows) {
        const stored = files.get(row.file);
        const bytes = stored ? await readStored(request, stored.url) : null;
        if (!stored || !bytes) throw notFound(`图片文件 ${row.name ?? ''}`.trim());
        entries[uniqueZipName(taken, String(row.name ?? stored.name))] = [bytes, { level: 0 }];
      }
      const zip = zipSync(entries);
      const fileName = `商品图片-${new Date().toISOString().slice(0, 10)}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(Buffer.from(zip));
    },
  };
}
