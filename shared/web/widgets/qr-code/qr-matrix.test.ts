import * as zxing from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/** Reads the modules back as a camera would: rendered 4 px a module with a quiet zone, then ZXing's QR reader. */
function decode(modules: boolean[][]): string {
  const scale = 4;
  const margin = 4;
  const side = (modules.length + margin * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (const [y, row] of modules.entries()) {
    for (const [x, dark] of row.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) pixels[((y + margin) * scale + dy) * side + (x + margin) * scale + dx] = 0;
    }
  }
  const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(pixels, side, side)));
  return new zxing.QRCodeReader().decode(bitmap).getText();
}

describe('qrMatrix', () => {
  it('encodes a link that a QR reader reads back exactly', () => {
    const link = 'http://192.168.1.20:8500/#/warehouse/photograph?uuid=Zk3_x-9QmN2pLr7vB1cYtW8sHjD4aFgE';
    const modules = qrMatrix(zxing, link);
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    expect(decode(modules)).toBe(link);
  });

  it('keeps Chinese text (UTF-8) and draws one square per dark module inside the quiet zone', () => {
    const modules = qrMatrix(zxing, '收货单 RC20261127-0001');
    expect(decode(modules)).toBe('收货单 RC20261127-0001');
    const { d, size } = qrPath(modules);
    expect(size).toBe(modules.length + 8);
    expect(d.match(/M/g)?.length).toBe(modules.flat().filter(Boolean).length);
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true); // the finder pattern's corner
  });
});
