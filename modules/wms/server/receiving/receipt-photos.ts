// Photos of a receipt's goods taken on a phone (spec 002 §2 `/warehouse/photograph?uuid=`): the inspector makes a
// link — its `uuid` is a link token bound to the receipt, expiring, never a guessable id — and the phone opens the
// public page without signing in, uploads (compressed by the page), lists and deletes by name.

import { ok } from '@entrepot/contract';
import { issueLinkToken, resolveLinkToken } from '@entrepot/hub-server/links';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { conflict, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { readRoute } from '@entrepot/server-kit/entity';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, RECEIVING_CODES, receipt } from '../../entities/index.ts';
import { receiptOf } from './receipt-read.ts';
import { receiptPhotos, receipts } from './receiving.schema.ts';

export const PHOTO_PAGE = '/warehouse/photograph';
const LINK = { recordType: receipt.name, action: 'photograph' } as const;
const LINK_HOURS = 12;
const MAX_PHOTOS = 60;
const uuidQuery = z.object({ uuid: z.string('链接无效或已过期').min(16, '链接无效或已过期') });
const deleteBody = uuidQuery.extend({ name: z.string('请选择照片').min(1, '请选择照片').max(200) });

/** The photos of a receipt with their signed addresses, oldest first. */
async function photosOf(exec: Executor, ctx: ModuleContext, receiptId: string) {
  const rows = await exec
    .select()
    .from(receiptPhotos)
    .where(eq(receiptPhotos.receipt_id, receiptId))
    .orderBy(asc(receiptPhotos.created_at), asc(receiptPhotos.id));
  return rows.map((r) => ({ name: r.name, sku_code: r.sku_code, url: ctx.files?.url(r.file_key) ?? '', created_at: r.created_at }));
}

/** A name not yet used on the receipt: `IMG_1.jpg`, then `IMG_1(2).jpg`. */
function freeName(taken: Set<string>, name: string): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; ; i++) if (!taken.has(`${base}(${i})${ext}`)) return `${base}(${i})${ext}`;
}

export function receiptPhotoRoutes(app: FastifyInstance, ctx: ModuleContext, scopeOf: (r: FastifyRequest) => import('drizzle-orm').SQL | undefined): void {
  const db = ctx.database;
  const url = (path: string) => `${BASE}/${path}`;
  const opened = async (exec: Executor, token: string) => {
    const target = await resolveLinkToken(exec, token, LINK);
    const [row] = await exec.select({ id: receipts.id, code: receipts.code, status: receipts.status }).from(receipts).where(eq(receipts.id, target.recordId));
    if (!row) throw conflict('收货单不存在');
    return { ...target, receipt: { id: row.id, code: String(row.code), status: row.status } };
  };

  /** 手机拍照: a link for the phone, bound to this receipt, for 12 hours. */
  const link: Route = {
    config: { permission: RECEIVING_CODES.inspect },
    handler: async (request) => {
      const id = parse(z.object({ id: z.uuid('记录编号不正确') }), request.params).id;
      return ok(
        await db.tx(async (tx) => {
          await receiptOf(tx, { scope: scopeOf(request) }, id);
          const uuid = await issueLinkToken(
            tx,
            { ...LINK, recordId: id, actorId: requestUser(request).id },
            { ttlSeconds: LINK_HOURS * 3600, createdBy: requestUser(request).id },
          );
          return { uuid, path: PHOTO_PAGE, expires_at: new Date(Date.now() + LINK_HOURS * 3600 * 1000).toISOString() };
        }),
      );
    },
  };
  app.post(url('receipt/:id/photoLink'), link);
  app.get(
    url('receipt/:id/photos'),
    readRoute(async (request) => {
      const id = parse(z.object({ id: z.uuid('记录编号不正确') }), request.params).id;
      await receiptOf(db.db, { scope: scopeOf(request) }, id);
      return photosOf(db.db, ctx, id);
    }, receipt.permission('read')),
  );

  // The public page's three calls (spec 002 §7 Misc: ossImage, redisOssImg, delOssImage).
  app.get(url('redisOssImg'), {
    config: { public: true },
    handler: async (request) => {
      const { uuid } = parse(uuidQuery, request.query);
      const { receipt: r } = await opened(db.db, uuid);
      return ok({ receipt: r, photos: await photosOf(db.db, ctx, r.id) });
    },
  });
  app.post(url('delOssImage'), {
    config: { public: true },
    handler: async (request) => {
      const { uuid, name } = parse(deleteBody, request.body);
      return ok(
        await db.tx(async (tx) => {
          const { receipt: r } = await opened(tx, uuid);
          const gone = await tx
            .delete(receiptPhotos)
            .where(and(eq(receiptPhotos.receipt_id, r.id), eq(receiptPhotos.name, name)))
            .returning({ id: receiptPhotos.id });
          if (gone.length === 0) throw invalid('name', `照片 ${name} 不存在`);
          return { photos: await photosOf(tx, ctx, r.id) };
        }),
      );
    },
  });
  ctx.files?.mountUpload(app, url('ossImage'), { public: true }, async (_request, files, fields) => {
    const { uuid } = parse(uuidQuery, fields);
    return db.tx(async (tx) => {
      const target = await opened(tx, uuid);
      if (['completed', 'cancelled'].includes(target.receipt.status)) throw conflict(`收货单 ${target.receipt.code} 已结束，不能再上传照片`);
      const taken = new Set(
        (await tx.select({ name: receiptPhotos.name }).from(receiptPhotos).where(eq(receiptPhotos.receipt_id, target.receipt.id))).map((r) => r.name),
      );
      if (taken.size + files.length > MAX_PHOTOS) throw conflict(`每张收货单最多 ${MAX_PHOTOS} 张照片`);
      const stored = await ctx.files!.store(tx, files, { purpose: 'receipt-photo', imagesOnly: true, ownerId: target.actorId ?? null });
      for (const f of stored) {
        const name = freeName(taken, f.name);
        taken.add(name);
        await tx
          .insert(receiptPhotos)
          .values({ id: f.id, receipt_id: target.receipt.id, sku_code: fields.sku_code?.trim().toUpperCase() || null, name, file_key: f.key });
      }
      return { photos: await photosOf(tx, ctx, target.receipt.id) };
    });
  });
}
