// `/api-product` routes of search by image (以图搜图, README: Search by image), one line per path:
// image/searchimage (from a picture the caller uploaded) and image/search (from a library picture, to find
// duplicates), both answering the library pictures nearest first within the caller's data rules. Static
// paths: Fastify prefers them to the picture library's `image/:id`.
import type { MenuDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { hiddenFields, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { picture, sku, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { picturesOfVisibleSpus } from '../picture-commands.ts';
import { nearestPictures } from './nearest-pictures.ts';
import { hashPending } from './picture-hashes.ts';
import { libraryPictureHash, uploadedFileHash } from './search-source.ts';

export const IMAGE_SEARCH_SCREEN = '/commodity/information/search-img';

/** 商品资料 → 以图搜图. */
export const imageSearchMenu: MenuDecl = { name: '以图搜图', url: IMAGE_SEARCH_SCREEN, area: 'catalogue', permission: picture.permission('read') };

/** Defaults: 12 of 64 bits (81% similar) and 24 pictures; at most half the bits and 100 pictures. */
export const DEFAULT_MAX_DISTANCE = 12;
const limits = {
  max_distance: z.coerce.number('请输入数字').int('请输入整数').min(0, '相似度阈值应为0到32').max(32, '相似度阈值应为0到32').default(DEFAULT_MAX_DISTANCE),
  limit: z.coerce.number('请输入数字').int('请输入整数').min(1, '至少返回1张').max(100, '最多返回100张').default(24),
};
const code = z.string().trim().min(1).max(64, '编码最多64个字符');
const fileQuery = z.looseObject({ file_id: z.uuid('请先上传图片'), ...limits });
const libraryQuery = z
  .looseObject({ picture_id: z.uuid('图片编号不正确').optional(), sku_code: code.optional(), spu_code: code.optional(), ...limits })
  .refine((q) => q.picture_id || q.sku_code || q.spu_code, { path: ['picture_id'], message: '请指定图片、SKU编码或SPU编码' });

export function imageSearchRoutes(database: Database) {
  const spuRule = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);

  /** The pending hashes of the caller's pictures first, then the nearest of them. */
  async function search(r: FastifyRequest, hash: bigint, q: { max_distance: number; limit: number }, excludeId?: string) {
    const rule = spuRule(r);
    const pending = await hashPending(r, database, picturesOfVisibleSpus(rule));
    const access = requestUser(r).access;
    const hidden = { spu: hiddenFields(spu, access), sku: hiddenFields(sku, access) };
    const list = await nearestPictures(database.db, { hash, maxDistance: q.max_distance, limit: q.limit, excludeId, spuRule: rule, hidden });
    return { max_distance: q.max_distance, limit: q.limit, pending, list };
  }

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(
      v('image/searchimage'),
      readRoute(async (r) => {
        const q = parse(fileQuery, r.query);
        return { source: { file_id: q.file_id }, ...(await search(r, await uploadedFileHash(r, database, q.file_id), q)) };
      }, picture.permission('read')),
    );
    app.get(
      v('image/search'),
      readRoute(async (r) => {
        const q = parse(libraryQuery, r.query);
        const { source, hash } = await libraryPictureHash(r, database, q, spuRule(r));
        return { source, ...(await search(r, hash, q, source.id)) };
      }, picture.permission('read')),
    );
  };
}
