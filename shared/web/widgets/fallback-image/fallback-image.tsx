import type { ImgHTMLAttributes } from 'react';
import { FALLBACK_PICTURE } from './fallback-picture.ts';
import { useImageFallback } from './use-image-fallback.ts';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Shown instead of a picture that fails to load; a built-in placeholder by default. */
  fallback?: string;
}

export function FallbackImage({ src, alt, fallback = FALLBACK_PICTURE, ...rest }: FallbackImageProps) {
  const image = useImageFallback(src, alt, fallback);
  return <img {...rest} src={image.src} alt={image.alt} onError={image.onError} />;
}
