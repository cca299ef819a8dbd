// Generated test pictures of search by image (tests only): distinct scenes, smooth enough that a resized or
// recompressed copy keeps its hash, and different enough that two scenes are far apart.
import sharp from 'sharp';

const SCENES = {
  /** Two soft blobs on a gradient. */
  blobs: (x: number, y: number) => 128 + 90 * Math.sin(x * Math.PI * 3) * Math.cos(y * Math.PI * 2) + 30 * x,
  /** Diagonal bands. */
  bands: (x: number, y: number) => 128 + 110 * Math.sin((x + 2 * y) * Math.PI * 1.5),
  /** A bright disc off centre on a dark ground, lit from the bottom. */
  disc: (x: number, y: number) => (Math.hypot(x - 0.35, y - 0.45) < 0.28 ? 200 : 40) + 30 * y + 50 * x,
  /** A ring of light and shade around the centre. */
  ring: (x: number, y: number) => 128 + 100 * Math.cos(Math.hypot(x - 0.6, y - 0.5) * Math.PI * 5),
  /** Soft tiles, darker to the right (kept out of the library: a picture it does not hold). */
  tiles: (x: number, y: number) => 140 + 90 * Math.sin(x * Math.PI * 2.5) * Math.sin(y * Math.PI * 3.5) - 50 * x,
} as const;

export type Scene = keyof typeof SCENES;

/** A PNG (or JPEG at `quality`) of a scene, `width` × `height`, tinted so it is no grey picture. */
export async function scenePicture(scene: Scene, width = 240, height = 180, quality?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const v = Math.max(0, Math.min(255, SCENES[scene](col / width, row / height)));
      pixels.set([v, Math.round(v * 0.8), 255 - Math.round(v / 2)], (row * width + col) * 3);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return quality ? image.jpeg({ quality }).toBuffer() : image.png().toBuffer();
}

/** The same picture resized to `width` (height in proportion) and saved as JPEG: what a re-post does to it. */
export const resizedCopy = (bytes: Buffer, width: number, quality = 70): Promise<Buffer> => sharp(bytes).resize(width).jpeg({ quality }).toBuffer();
