import { describe, expect, it } from 'vitest';
import { watermarkText, watermarkTile } from './watermark-text.ts';

describe('watermark', () => {
  it('is the name and the last 4 digits of the mobile', () => {
    expect(watermarkText({ name: '张三', mobile: '13812345678' })).toBe('张三 5678');
    expect(watermarkText({ name: '李四', mobile: '' })).toBe('李四');
    expect(watermarkText(null)).toBe('');
  });
  it('turns the text −30° and escapes it', () => {
    const tile = decodeURIComponent(watermarkTile('<b>&'));
    expect(tile).toContain('rotate(-30');
    expect(tile).toContain('&#60;b&#62;&#38;');
  });
});
