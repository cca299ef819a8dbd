import Compressor from 'compressorjs';

// Spec 000 §5: every uploaded picture is compressed at quality 0.4, or 0.2 when the file exceeds 15 MB;
// pictures over 1 MB are converted (compressorjs's convertSize: PNG → JPEG); WebP becomes JPEG.
export const LARGE_IMAGE_BYTES = 15 * 1024 * 1024;
export const CONVERT_SIZE_BYTES = 1024 * 1024;

/** The compressor's options for one file. */
export function compressionOptions(file: Pick<File, 'size' | 'type'>): Compressor.Options {
  return {
    quality: file.size > LARGE_IMAGE_BYTES ? 0.2 : 0.4,
    convertSize: CONVERT_SIZE_BYTES,
    ...(file.type === 'image/webp' ? { mimeType: 'image/jpeg' } : {}),
  };
}

/** Pictures the browser can redraw without losing anything that matters (a GIF would lose its animation). */
export const isCompressible = (file: Pick<File, 'type'>) => /^image\/(jpeg|png|webp|bmp)$/.test(file.type);

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/bmp': 'bmp' };

/** The file name for the compressed bytes: the extension follows a converted type. */
export function compressedName(name: string, type: string): string {
  const ext = EXTENSIONS[type];
  if (!ext) return name;
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${ext}`;
}

/** Compresses a picture before upload; anything else (and a picture the browser cannot read) is sent as it is. */
export function compressImage(file: File): Promise<File> {
  if (!isCompressible(file)) return Promise.resolve(file);
  return new Promise((resolve) => {
    new Compressor(file, {
      ...compressionOptions(file),
      success: (result) => resolve(new File([result], compressedName(file.name, result.type || file.type), { type: result.type || file.type })),
      error: () => resolve(file),
    });
  });
}
