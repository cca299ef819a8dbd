// Thumbnails of stored pictures: a webp of at most THUMB_LONG_SIDE px on the long side, kept beside the
// original under `<key stem>.thumb.webp` (no row of its own: the original's row and signature cover it).
// Written when a picture is uploaded; for pictures stored before, on the first `/files/<key>?thumb=1`.
import { buffer } from 'node:stream/consumers';
import { lazy } from '@entrepot/server-kit';
import type { Storage } from './storage.ts';

const loadSharp = lazy(async () => (await import('sharp')).default);

export const THUMB_LONG_SIDE = 200;
export const THUMB_CONTENT_TYPE = 'image/webp';

/** `2026/11/<uuid>.png` → `2026/11/<uuid>.thumb.webp` */
export const thumbnailKey = (key: string): string => key.replace(/\.[a-z0-9]+$/, '.thumb.webp');

/** The picture scaled down (never up) to fit THUMB_LONG_SIDE, turned upright by its EXIF orientation. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Writes the thumbnail of a stored picture; null when its format cannot be read (BMP): the original serves. */
export async function writeThumbnail(storage: Storage, key: string, bytes: Buffer): Promise<Buffer | null> {
  let thumb: Buffer;
  try {
    thumb = await makeThumbnail(bytes);
  } catch {
    return null;
  }
  try {
    await storage.put(thumbnailKey(key), thumb, THUMB_CONTENT_TYPE);
  } catch (error) {
    // Two first requests at once: the other one wrote it already (local storage never overwrites).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return thumb;
}

/** The stored thumbnail, made now from the original when it has none yet; null when none can be made. */
export async function readThumbnail(storage: Storage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(thumbnailKey(key));
  if (stored) return buffer(stored);
  const original = await storage.get(key);
  return original ? writeThumbnail(storage, key, await buffer(original)) : null;
}
