// A QR code's modules (true = dark) for a text, by ZXing's encoder (already the scanner's fallback decoder, so
// no second library): error correction M, UTF-8, the smallest version that holds the text.
type Zxing = typeof import('@zxing/library');

export function qrMatrix(zxing: Zxing, text: string): boolean[][] {
  const hints = new Map([[zxing.EncodeHintType.CHARACTER_SET, 'UTF-8']]);
  const matrix = zxing.QRCodeEncoder.encode(text, zxing.QRCodeDecoderErrorCorrectionLevel.M, hints).getMatrix();
  return Array.from({ length: matrix.getHeight() }, (_, y) => Array.from({ length: matrix.getWidth() }, (_, x) => matrix.get(x, y) === 1));
}

/** The dark modules as one SVG path (a 1×1 square each), on a grid with a quiet zone of `margin` modules. */
export function qrPath(modules: readonly (readonly boolean[])[], margin = 4): { d: string; size: number } {
  let d = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + margin} ${y + margin}h1v1h-1z`;
    });
  });
  return { d, size: modules.length + margin * 2 };
}
