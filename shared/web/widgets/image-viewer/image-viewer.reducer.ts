/** Image viewer constants from the spec. */
export const BUTTON_ZOOM_STEP = 0.5;
export const WHEEL_ZOOM_STEP = 0.1;
export const MIN_ZOOM_OUT_SCALE = 0.2;
export const ROTATE_STEP = 90;

export interface ImageViewerState {
  open: boolean;
  index: number;
  count: number;
  scale: number;
  /** Clockwise degrees: 0, 90, 180 or 270. */
  rotate: number;
  /** true: fit the image to the stage (contain); false: natural size. */
  contain: boolean;
}

export type ImageViewerAction =
  | { type: 'open'; index: number; count: number }
  | { type: 'close' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** deltaY of a wheel event: negative (wheel up) zooms in, positive zooms out. */
  | { type: 'wheel'; deltaY: number }
  /** A quarter turn, to the right unless `direction` says left. */
  | { type: 'rotate'; direction?: 'left' | 'right' }
  /** The rotation was saved (the picture itself is turned now): show it unrotated. */
  | { type: 'resetRotation' }
  | { type: 'toggleContain' }
  | { type: 'prev' }
  | { type: 'next' };

export const closedImageViewer: ImageViewerState = { open: false, index: 0, count: 0, scale: 1, rotate: 0, contain: true };

// Steps of 0.1 drift in floating point (0.30000000000000004); two decimals are all a scale needs.
const round = (n: number) => Math.round(n * 100) / 100;

function zoom(state: ImageViewerState, delta: number): ImageViewerState {
  if (delta < 0 && state.scale <= MIN_ZOOM_OUT_SCALE) return state;
  // Zooming out stops at the minimum rather than reaching zero or flipping the image.
  return { ...state, scale: Math.max(MIN_ZOOM_OUT_SCALE, round(state.scale + delta)) };
}

// A new picture starts unzoomed and unrotated.
const show = (state: ImageViewerState, index: number): ImageViewerState => ({ ...state, index, scale: 1, rotate: 0 });

export function imageViewerReducer(state: ImageViewerState, action: ImageViewerAction): ImageViewerState {
  switch (action.type) {
    case 'open':
      if (action.count <= 0) return state;
      return { ...closedImageViewer, open: true, count: action.count, index: Math.min(Math.max(0, action.index), action.count - 1) };
    case 'close':
      return { ...state, open: false };
    case 'zoomIn':
      return zoom(state, BUTTON_ZOOM_STEP);
    case 'zoomOut':
      return zoom(state, -BUTTON_ZOOM_STEP);
    case 'wheel':
      if (action.deltaY === 0) return state;
      return zoom(state, action.deltaY < 0 ? WHEEL_ZOOM_STEP : -WHEEL_ZOOM_STEP);
    case 'rotate':
      return { ...state, rotate: (state.rotate + (action.direction === 'left' ? 360 - ROTATE_STEP : ROTATE_STEP)) % 360 };
    case 'resetRotation':
      return { ...state, rotate: 0 };
    case 'toggleContain':
      return { ...state, contain: !state.contain, scale: 1 };
    case 'prev':
      return state.count === 0 ? state : show(state, (state.index - 1 + state.count) % state.count);
    case 'next':
      return state.count === 0 ? state : show(state, (state.index + 1) % state.count);
  }
}

/** Keyboard map: Esc closes, Space toggles contain/original, arrows go to the previous/next picture. */
export function imageViewerKeyAction(key: string): ImageViewerAction | undefined {
  switch (key) {
    case 'Escape':
      return { type: 'close' };
    case ' ':
    case 'Spacebar':
      return { type: 'toggleContain' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'prev' };
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'next' };
    default:
      return undefined;
  }
}

/** The CSS transform for the current picture. */
export function imageTransform(state: Pick<ImageViewerState, 'scale' | 'rotate'>): string {
  return `scale(${state.scale}) rotate(${state.rotate}deg)`;
}
