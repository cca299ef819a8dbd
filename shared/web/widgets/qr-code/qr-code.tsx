import { useEffect, useState } from 'react';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/**
 * A QR code of `text` for a phone's camera (the photograph page's link, a document's number): SVG, so it prints
 * sharp at any size. ZXing is loaded on first use, as the camera scanner loads it.
 */
export function QrCode({ text, size = 180, title }: { text: string; size?: number; title?: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let current = true;
    import('@zxing/library').then((zxing) => current && setPath(qrPath(qrMatrix(zxing, text))));
    return () => {
      current = false;
    };
  }, [text]);
  if (!path) return <div style={{ width: size, height: size }} aria-busy="true" />;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={title ?? text} shapeRendering="crispEdges">
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
