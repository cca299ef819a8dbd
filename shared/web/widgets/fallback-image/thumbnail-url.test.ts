import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './thumbnail-url.ts';

describe('thumbnailUrl', () => {
  it('asks the file store for the thumbnail of a signed or bare URL', () => {
    expect(thumbnailUrl('/files/2026/11/x.png?exp=1&sig=a')).toBe('/files/2026/11/x.png?exp=1&sig=a&thumb=1');
    expect(thumbnailUrl('/files/2026/11/x.png')).toBe('/files/2026/11/x.png?thumb=1');
    expect(thumbnailUrl(null)).toBe('');
  });
});
