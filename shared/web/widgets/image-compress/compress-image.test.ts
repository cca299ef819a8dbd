import { describe, expect, it } from 'vitest';
import { CONVERT_SIZE_BYTES, compressedName, compressionOptions, isCompressible, LARGE_IMAGE_BYTES } from './compress-image.ts';

describe('picture compression (spec 000 §5)', () => {
  it('quality 0.4, or 0.2 above 15 MB; converted above 1 MB', () => {
    expect(compressionOptions({ size: 1000, type: 'image/png' })).toEqual({ quality: 0.4, convertSize: CONVERT_SIZE_BYTES });
    expect(compressionOptions({ size: LARGE_IMAGE_BYTES + 1, type: 'image/jpeg' }).quality).toBe(0.2);
    expect(compressionOptions({ size: LARGE_IMAGE_BYTES, type: 'image/jpeg' }).quality).toBe(0.4);
    expect(CONVERT_SIZE_BYTES).toBe(1_048_576);
  });
  it('WebP becomes JPEG, and the name follows', () => {
    expect(compressionOptions({ size: 10, type: 'image/webp' }).mimeType).toBe('image/jpeg');
    expect(compressedName('照片.webp', 'image/jpeg')).toBe('照片.jpg');
    expect(compressedName('a.png', 'image/png')).toBe('a.png');
  });
  it('leaves GIFs and other files alone', () => {
    expect(isCompressible({ type: 'image/gif' })).toBe(false);
    expect(isCompressible({ type: 'application/pdf' })).toBe(false);
    expect(isCompressible({ type: 'image/jpeg' })).toBe(true);
  });
});
