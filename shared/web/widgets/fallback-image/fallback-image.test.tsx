// @vitest-environment happy-dom
import '../testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';
import { FALLBACK_PICTURE } from './fallback-picture.ts';

describe('FallbackImage', () => {
  it('shows the picture while it loads', () => {
    render(<FallbackImage src="/files/a.png" alt="商品图" />);
    expect(screen.getByAltText('商品图').getAttribute('src')).toBe('/files/a.png');
  });

  it('replaces a broken picture with the default fallback and the alt text 加载失败', () => {
    render(<FallbackImage src="/files/missing.png" alt="商品图" />);
    fireEvent.error(screen.getByAltText('商品图'));
    const img = screen.getByAltText('加载失败');
    expect(img.getAttribute('src')).toBe(FALLBACK_PICTURE);
    expect(FALLBACK_PICTURE.startsWith('data:image/svg+xml')).toBe(true);
    // A broken fallback must not loop.
    fireEvent.error(img);
    expect(screen.getByAltText('加载失败').getAttribute('src')).toBe(FALLBACK_PICTURE);
  });

  it('uses a custom fallback and tries a new src again', () => {
    const { rerender } = render(<FallbackImage src="/x.png" alt="a" fallback="/fallback.png" />);
    fireEvent.error(screen.getByAltText('a'));
    expect(screen.getByAltText('加载失败').getAttribute('src')).toBe('/fallback.png');
    rerender(<FallbackImage src="/y.png" alt="a" fallback="/fallback.png" />);
    expect(screen.getByAltText('a').getAttribute('src')).toBe('/y.png');
  });
});
