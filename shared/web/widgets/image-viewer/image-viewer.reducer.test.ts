import { describe, expect, it } from 'vitest';
import {
  closedImageViewer,
  type ImageViewerAction,
  type ImageViewerState,
  imageTransform,
  imageViewerKeyAction,
  imageViewerReducer,
} from './image-viewer.reducer.ts';

const opened = (index = 0, count = 3) => imageViewerReducer(closedImageViewer, { type: 'open', index, count });
const run = (state: ImageViewerState, ...actions: ImageViewerAction[]) => actions.reduce(imageViewerReducer, state);

describe('imageViewerReducer', () => {
  it('opens on the asked picture, clamped to the list, unzoomed and contained', () => {
    expect(opened(1)).toEqual({ open: true, index: 1, count: 3, scale: 1, rotate: 0, contain: true });
    expect(opened(9).index).toBe(2);
    expect(imageViewerReducer(closedImageViewer, { type: 'open', index: 0, count: 0 }).open).toBe(false);
  });

  it('buttons zoom by 0.5', () => {
    expect(run(opened(), { type: 'zoomIn' }).scale).toBe(1.5);
    expect(run(opened(), { type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'zoomOut' }).scale).toBe(1.5);
  });

  it('the wheel zooms by 0.1 without floating-point drift', () => {
    expect(run(opened(), { type: 'wheel', deltaY: -100 }, { type: 'wheel', deltaY: -100 }).scale).toBe(1.2);
    expect(run(opened(), { type: 'wheel', deltaY: 100 }, { type: 'wheel', deltaY: 100 }, { type: 'wheel', deltaY: 100 }).scale).toBe(0.7);
    expect(run(opened(), { type: 'wheel', deltaY: 0 }).scale).toBe(1);
  });

  it('zooms out only while the scale is above 0.2, never below it', () => {
    const small = run(opened(), { type: 'zoomOut' });
    expect(small.scale).toBe(0.5);
    const smallest = run(small, { type: 'zoomOut' });
    expect(smallest.scale).toBe(0.2);
    expect(run(smallest, { type: 'zoomOut' })).toBe(smallest);
    expect(run(smallest, { type: 'wheel', deltaY: 10 })).toBe(smallest);
    expect(run(smallest, { type: 'wheel', deltaY: -10 }).scale).toBe(0.3);
  });

  it('rotates by 90 degrees, a full turn back to 0', () => {
    expect(run(opened(), { type: 'rotate' }).rotate).toBe(90);
    expect(run(opened(), { type: 'rotate' }, { type: 'rotate' }, { type: 'rotate' }, { type: 'rotate' }).rotate).toBe(0);
  });

  it('rotates left as a clockwise 270, back to 0 with a right turn or once the rotation is saved', () => {
    expect(run(opened(), { type: 'rotate', direction: 'left' }).rotate).toBe(270);
    expect(run(opened(), { type: 'rotate', direction: 'left' }, { type: 'rotate', direction: 'right' }).rotate).toBe(0);
    expect(run(opened(), { type: 'rotate' }, { type: 'zoomIn' }, { type: 'resetRotation' })).toMatchObject({ rotate: 0, scale: 1.5 });
  });

  it('toggles contain / original size', () => {
    expect(run(opened(), { type: 'toggleContain' }).contain).toBe(false);
    expect(run(opened(), { type: 'toggleContain' }, { type: 'toggleContain' }).contain).toBe(true);
  });

  it('wraps around on previous/next and resets zoom and rotation', () => {
    expect(run(opened(0), { type: 'prev' }).index).toBe(2);
    expect(run(opened(2), { type: 'next' }).index).toBe(0);
    const moved = run(opened(0), { type: 'zoomIn' }, { type: 'rotate' }, { type: 'next' });
    expect(moved).toMatchObject({ index: 1, scale: 1, rotate: 0 });
  });

  it('closes', () => {
    expect(run(opened(), { type: 'close' }).open).toBe(false);
  });
});

describe('imageViewerKeyAction', () => {
  it('maps Esc, Space and the arrows', () => {
    expect(imageViewerKeyAction('Escape')).toEqual({ type: 'close' });
    expect(imageViewerKeyAction(' ')).toEqual({ type: 'toggleContain' });
    expect(imageViewerKeyAction('ArrowLeft')).toEqual({ type: 'prev' });
    expect(imageViewerKeyAction('ArrowUp')).toEqual({ type: 'prev' });
    expect(imageViewerKeyAction('ArrowRight')).toEqual({ type: 'next' });
    expect(imageViewerKeyAction('ArrowDown')).toEqual({ type: 'next' });
    expect(imageViewerKeyAction('a')).toBeUndefined();
  });
});

describe('imageTransform', () => {
  it('renders scale and rotation', () => {
    expect(imageTransform({ scale: 1.5, rotate: 90 })).toBe('scale(1.5) rotate(90deg)');
  });
});
