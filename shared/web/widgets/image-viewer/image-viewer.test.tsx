// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './image-viewer.tsx';
import { useImageViewer } from './use-image-viewer.ts';

const images = ['/a.png', '/b.png'];
const shown = () => screen.getByRole('dialog').querySelector('img') as HTMLImageElement;

function Harness({ save, start = 1 }: { save?: (index: number, degrees: number) => Promise<unknown>; start?: number }) {
  const viewer = useImageViewer(images.length);
  return (
    <>
      <button type="button" onClick={() => viewer.open(start)}>
        open
      </button>
      <ImageViewer
        images={images}
        state={viewer.state}
        dispatch={viewer.dispatch}
        onSaveRotation={save}
        extra={(index) => <button type="button">设为主图 {index}</button>}
      />
    </>
  );
}

describe('ImageViewer saving a rotation', () => {
  it('offers 保存旋转 only while turned, saves the clockwise degrees of the picture shown, then shows it upright', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<Harness save={save} />);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByText('设为主图 1')).toBeTruthy();
    expect(screen.queryByText('保存旋转')).toBeNull();
    fireEvent.click(screen.getByLabelText('向左旋转'));
    expect(shown().style.transform).toBe('scale(1) rotate(270deg)');
    await act(async () => fireEvent.click(screen.getByText('保存旋转')));
    expect(save).toHaveBeenCalledWith(1, 270);
    expect(shown().style.transform).toBe('scale(1) rotate(0deg)');
    expect(screen.queryByText('保存旋转')).toBeNull();
  });

  it('keeps the view turned when the save fails', async () => {
    render(<Harness save={() => Promise.reject(new Error('refused'))} start={0} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByLabelText('向右旋转'));
    await act(async () => fireEvent.click(screen.getByText('保存旋转')));
    expect(shown().style.transform).toBe('scale(1) rotate(90deg)');
  });
});
