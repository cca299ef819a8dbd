import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clockwise, pictureType, rotatePicture } from './picture-image.ts';

const picture = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 10, channels: 3, background: '#09f' } })
    .toFormat(format)
    .toBuffer();

describe('rotatePicture', () => {
  it('turns clockwise by quarter turns, a left turn being -90', () => {
    expect([90, 180, 270, -90, 360, -180].map(clockwise)).toEqual([90, 180, 270, 270, 0, 180]);
  });

  it('keeps the format and swaps the sides on a quarter turn', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const turned = await rotatePicture(await picture(format), 90);
      expect([turned.width, turned.height, (await pictureType(turned.bytes))?.format]).toEqual([10, 40, format]);
      expect((await sharp(turned.bytes).metadata()).width).toBe(10);
    }
    expect(await rotatePicture(await picture('png'), 180)).toMatchObject({ width: 40, height: 10, contentType: 'image/png' });
  });

  it('applies the EXIF orientation first, so the turn is of what the user saw', async () => {
    const sideways = await sharp({ create: { width: 40, height: 10, channels: 3, background: '#09f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await rotatePicture(sideways, 90)).toMatchObject({ width: 40, height: 10 });
  });

  it('refuses what it cannot read', async () => {
    await expect(rotatePicture(Buffer.from('BM nothing'), 90)).rejects.toThrow('该图片格式不支持旋转');
  });
});
