import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './storage.ts';
import { makeThumbnail, readThumbnail, THUMB_LONG_SIDE, thumbnailKey } from './thumbnails.ts';

const key = '2026/11/01a200cb-1b5c-7a13-8269-1212095bb980.png';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
const size = async (bytes: Buffer) => {
  const m = await sharp(bytes).metadata();
  return { format: m.format, width: m.width, height: m.height };
};

describe('thumbnails', () => {
  it('sit beside the original under a key the storage accepts', () => {
    expect(thumbnailKey(key)).toBe('2026/11/01a200cb-1b5c-7a13-8269-1212095bb980.thumb.webp');
  });

  it('fit the long side into 200 px, keep the proportions and never enlarge', async () => {
    expect(await size(await makeThumbnail(await png(800, 400)))).toEqual({ format: 'webp', width: THUMB_LONG_SIDE, height: 100 });
    expect(await size(await makeThumbnail(await png(300, 600)))).toEqual({ format: 'webp', width: 100, height: THUMB_LONG_SIDE });
    expect(await size(await makeThumbnail(await png(50, 40)))).toEqual({ format: 'webp', width: 50, height: 40 });
  });

  it('are made on first read for a picture stored without one, then read back', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'entrepot-thumb-')));
    await storage.put(key, await png(400, 400));
    expect(await storage.get(thumbnailKey(key))).toBeNull();
    const first = await readThumbnail(storage, key);
    expect(first && (await size(first))).toEqual({ format: 'webp', width: 200, height: 200 });
    expect(await storage.get(thumbnailKey(key))).not.toBeNull();
    expect((await readThumbnail(storage, key))?.equals(first!)).toBe(true);
  });

  it('answer null for bytes that are no readable picture, or a missing original', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'entrepot-thumb-')));
    await storage.put(key, Buffer.from('BM not really a bitmap'));
    expect(await readThumbnail(storage, key)).toBeNull();
    expect(await readThumbnail(storage, key.replace('01a2', '01a3'))).toBeNull();
  });
});
