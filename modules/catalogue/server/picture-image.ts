// Turning a stored picture: the bytes upright (EXIF orientation applied) and rotated clockwise, in the
// picture's own format where it can be written (BMP cannot be read: refused before any write).
import { invalid, lazy } from '@entrepot/server-kit';

const loadSharp = lazy(async () => (await import('sharp')).default);

/** Clockwise quarter turns a client may ask for; -90 is a turn to the left. */
export const ROTATIONS = [90, 180, 270, -90] as const;

/** Degrees as one clockwise turn of 90, 180 or 270 (0 when it comes back upright). */
export const clockwise = (degrees: number): number => ((degrees % 360) + 360) % 360;

const TYPES: Record<string, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
};

/** The picture format the bytes are (read from the bytes), when it is one the library can read and write. */
export async function pictureType(bytes: Uint8Array): Promise<{ format: string; contentType: string; ext: string } | null> {
  try {
    const sharp = await loadSharp();
    const { format } = await sharp(bytes).metadata();
    const known = format ? TYPES[format] : undefined;
    return known && format ? { format, ...known } : null;
  } catch {
    return null;
  }
}

export async function rotatePicture(bytes: Uint8Array, degrees: number): Promise<{ bytes: Buffer; contentType: string; width: number; height: number }> {
  const type = await pictureType(bytes);
  if (!type) throw invalid('id', '该图片格式不支持旋转');
  const sharp = await loadSharp();
  const pipeline = sharp(bytes).autoOrient().rotate(clockwise(degrees));
  const out = await (type.format === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : pipeline).toBuffer({ resolveWithObject: true });
  return { bytes: out.data, contentType: type.contentType, width: out.info.width, height: out.info.height };
}
