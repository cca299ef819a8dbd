import { Button } from '@arco-design/web-react';
import {
  IconClose,
  IconFullscreen,
  IconFullscreenExit,
  IconLeft,
  IconRight,
  IconRotateLeft,
  IconRotateRight,
  IconZoomIn,
  IconZoomOut,
} from '@arco-design/web-react/icon';
import { type Dispatch, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';
import { type ImageViewerAction, type ImageViewerState, imageTransform, MIN_ZOOM_OUT_SCALE } from './image-viewer.reducer.ts';

export interface ImageViewerProps {
  images: string[];
  state: ImageViewerState;
  dispatch: Dispatch<ImageViewerAction>;
  /**
   * Saves the rotation shown (clockwise degrees: 90, 180 or 270) of picture `index` on the server; with it a
   * 保存旋转 button appears while the picture is turned, and the view returns upright once it is saved.
   */
  onSaveRotation?(index: number, degrees: number): Promise<unknown>;
  /** More buttons for the picture shown (e.g. 设为主图). */
  extra?(index: number): ReactNode;
}

// Above Arco modals (base z-index 2000) so a viewer opened from a dialog shows on top.
const VIEWER_Z_INDEX = 2100;

/** The viewer overlay; drive it with useImageViewer (or ImageViewerLink, which does both). */
export function ImageViewer({ images, state, dispatch, onSaveRotation, extra }: ImageViewerProps) {
  const [saving, setSaving] = useState(false);
  if (!state.open) return null;
  const saveRotation = async () => {
    if (!onSaveRotation) return;
    setSaving(true);
    try {
      await onSaveRotation(state.index, state.rotate);
      dispatch({ type: 'resetRotation' });
    } catch {
      // the failure was shown where the save was made (the area's http toasts it); the view stays turned
    } finally {
      setSaving(false);
    }
  };
  const src = images[state.index] ?? '';
  const many = state.count > 1;

  return createPortal(
    <div
      role="dialog"
      aria-label="图片预览"
      style={{ position: 'fixed', inset: 0, zIndex: VIEWER_Z_INDEX, background: 'rgba(0,0,0,0.75)', display: 'flex', flexDirection: 'column' }}
      onWheel={(event) => dispatch({ type: 'wheel', deltaY: event.deltaY })}
    >
      <div style={{ flex: 1, overflow: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <FallbackImage
          src={src}
          alt={`图片 ${state.index + 1}`}
          style={{
            transform: imageTransform(state),
            transition: 'transform 0.2s',
            ...(state.contain ? { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' } : {}),
          }}
        />
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center', padding: 12, color: '#fff' }}>
        {many && <Button aria-label="上一张" shape="circle" icon={<IconLeft />} onClick={() => dispatch({ type: 'prev' })} />}
        <span role="status" aria-label="图片计数">
          {state.index + 1} / {state.count}
        </span>
        {many && <Button aria-label="下一张" shape="circle" icon={<IconRight />} onClick={() => dispatch({ type: 'next' })} />}
        <Button aria-label="放大" shape="circle" icon={<IconZoomIn />} onClick={() => dispatch({ type: 'zoomIn' })} />
        <Button
          aria-label="缩小"
          shape="circle"
          icon={<IconZoomOut />}
          disabled={state.scale <= MIN_ZOOM_OUT_SCALE}
          onClick={() => dispatch({ type: 'zoomOut' })}
        />
        <Button aria-label="向左旋转" shape="circle" icon={<IconRotateLeft />} onClick={() => dispatch({ type: 'rotate', direction: 'left' })} />
        <Button aria-label="向右旋转" shape="circle" icon={<IconRotateRight />} onClick={() => dispatch({ type: 'rotate', direction: 'right' })} />
        {onSaveRotation && state.rotate !== 0 && (
          <Button type="primary" loading={saving} onClick={() => void saveRotation()}>
            保存旋转
          </Button>
        )}
        <Button
          aria-label={state.contain ? '原始大小' : '适应窗口'}
          shape="circle"
          icon={state.contain ? <IconFullscreen /> : <IconFullscreenExit />}
          onClick={() => dispatch({ type: 'toggleContain' })}
        />
        {extra?.(state.index)}
        <Button aria-label="关闭" shape="circle" icon={<IconClose />} onClick={() => dispatch({ type: 'close' })} />
      </div>
    </div>,
    document.body,
  );
}
