// @vitest-environment happy-dom
import '../testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageViewerLink } from './image-viewer-link.tsx';

const images = ['/a.png', '/b.png', '/c.png'];
const shown = () => screen.getByRole('dialog').querySelector('img') as HTMLImageElement;

describe('ImageViewerLink', () => {
  it('shows 查看图片 and opens the viewer with an image count', () => {
    render(<ImageViewerLink images={images} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('查看图片'));
    expect(screen.getByLabelText('图片计数').textContent).toBe('1 / 3');
    expect(shown().getAttribute('src')).toBe('/a.png');
  });

  it('buttons move with wraparound, zoom and rotate', () => {
    render(<ImageViewerLink images={images} />);
    fireEvent.click(screen.getByText('查看图片'));
    fireEvent.click(screen.getByLabelText('上一张'));
    expect(shown().getAttribute('src')).toBe('/c.png');
    fireEvent.click(screen.getByLabelText('下一张'));
    expect(shown().getAttribute('src')).toBe('/a.png');
    fireEvent.click(screen.getByLabelText('放大'));
    fireEvent.click(screen.getByLabelText('向右旋转'));
    expect(shown().style.transform).toBe('scale(1.5) rotate(90deg)');
    fireEvent.wheel(screen.getByRole('dialog'), { deltaY: -1 });
    expect(shown().style.transform).toBe('scale(1.6) rotate(90deg)');
    fireEvent.click(screen.getByLabelText('向左旋转'));
    fireEvent.click(screen.getByLabelText('向左旋转'));
    expect(shown().style.transform).toBe('scale(1.6) rotate(270deg)');
    expect(screen.queryByText('保存旋转')).toBeNull(); // nothing to save it with
  });

  it('disables zoom-out at the minimum scale', () => {
    render(<ImageViewerLink images={images} />);
    fireEvent.click(screen.getByText('查看图片'));
    const zoomOut = screen.getByLabelText('缩小') as HTMLButtonElement;
    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    expect(shown().style.transform).toBe('scale(0.2) rotate(0deg)');
    expect(zoomOut.disabled).toBe(true);
  });

  it('answers Esc, Space and the arrow keys', () => {
    render(<ImageViewerLink images={images} />);
    fireEvent.click(screen.getByText('查看图片'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown().getAttribute('src')).toBe('/b.png');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown().getAttribute('src')).toBe('/c.png');
    expect(screen.getByLabelText('原始大小')).toBeTruthy();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByLabelText('适应窗口')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its own link text', () => {
    render(<ImageViewerLink images={images}>看图</ImageViewerLink>);
    expect(screen.getByText('看图')).toBeTruthy();
  });
});
