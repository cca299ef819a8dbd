import { type Dispatch, useEffect, useReducer } from 'react';
import { closedImageViewer, type ImageViewerAction, type ImageViewerState, imageViewerKeyAction, imageViewerReducer } from './image-viewer.reducer.ts';

export interface ImageViewerController {
  state: ImageViewerState;
  dispatch: Dispatch<ImageViewerAction>;
  open(index?: number): void;
}

/** Viewer state plus the keyboard (Esc, Space, arrows) while it is open. */
export function useImageViewer(count: number): ImageViewerController {
  const [state, dispatch] = useReducer(imageViewerReducer, closedImageViewer);

  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      const action = imageViewerKeyAction(event.key);
      if (!action) return;
      // Space would otherwise scroll the page under the viewer, arrows too.
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open]);

  return { state, dispatch, open: (index = 0) => dispatch({ type: 'open', index, count }) };
}
