import { useState } from 'react';
import { BROKEN_IMAGE_ALT } from './fallback-picture.ts';

export interface ImageFallback {
  src: string;
  alt: string | undefined;
  onError(): void;
}

/**
 * Swaps a broken image for the fallback picture and the 加载失败 alt text. Remembers which src failed, so
 * a new src is tried again, and a broken fallback does not loop.
 */
export function useImageFallback(src: string, alt: string | undefined, fallback: string): ImageFallback {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return {
    src: failed ? fallback : src,
    alt: failed ? BROKEN_IMAGE_ALT : alt,
    onError: () => {
      if (!failed) setFailedSrc(src);
    },
  };
}
