// The perceptual hash of search by image: a 64-bit difference hash (dHash). The picture in grey, shrunk to
// 9×8, each pixel compared with its right neighbour: brighter → 1. Resizing, recompressing or a small change
// of colour flips few bits; another picture differs in about half of them. Stored as a signed bigint.
import { lazy } from '@entrepot/server-kit';

const loadSharp = lazy(async () => (await import('sharp')).default);

/** Bits of a hash: 8 rows × 8 comparisons. */
export const HASH_BITS = 64;
const WIDTH = 9;
const HEIGHT = 8;

/** The hash of 9×8 grey pixels (row by row): bit 63 is the first comparison of the first row. */
export function differenceHash(grey: ArrayLike<number>): bigint {
  if (grey.length !== WIDTH * HEIGHT) throw new Error(`differenceHash: ${WIDTH * HEIGHT} pixels expected, got ${grey.length}`);
  let hash = 0n;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) hash = (hash << 1n) | (grey[y * WIDTH + x]! > grey[y * WIDTH + x + 1]! ? 1n : 0n);
  }
  return BigInt.asIntN(HASH_BITS, hash);
}

/** The number of bits two hashes differ in (0 = the same picture to the eye, 64 = opposite). */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(HASH_BITS, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count += 1;
  }
  return count;
}

/** Similarity in percent with one decimal: 1 - distance / 64. */
export const similarity = (distance: number): number => Math.round((1 - distance / HASH_BITS) * 1000) / 10;

/**
 * The hash of a picture's bytes (EXIF orientation applied, transparency on white, first frame), or null
 * when sharp cannot read them (BMP, a damaged file).
 */
export async function pictureHash(bytes: Uint8Array): Promise<bigint | null> {
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(WIDTH, HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = Array.from({ length: WIDTH * HEIGHT }, (_, i) => data[i * info.channels]!);
    return differenceHash(grey);
  } catch {
    return null;
  }
}
