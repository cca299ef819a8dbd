import { debounce } from '../timing/debounce.ts';
import { isEditorImage } from './editor-images.ts';

/** Editor image upload debounce from the spec. */
export const EDITOR_UPLOAD_DEBOUNCE_MS = 500;

export interface ImageUploadQueue {
  add(files: readonly File[]): void;
  cancel(): void;
}

/**
 * Collects the images pasted, dropped or picked in a burst and uploads them 500 ms after the last one,
 * one by one in order, inserting each URL as it comes back. `onUploaded` hears how many made it.
 * A failed upload is skipped: the upload function (the app's HTTP client) already reports its error.
 */
export function createImageUploadQueue(options: {
  upload(file: File): Promise<string>;
  insert(url: string): void;
  onUploaded(count: number): void;
  delay?: number;
}): ImageUploadQueue {
  let pending: File[] = [];
  const flush = debounce(async () => {
    const files = pending;
    pending = [];
    let uploaded = 0;
    for (const file of files) {
      try {
        options.insert(await options.upload(file));
        uploaded++;
      } catch {
        // Reported by the upload function.
      }
    }
    if (uploaded > 0) options.onUploaded(uploaded);
  }, options.delay ?? EDITOR_UPLOAD_DEBOUNCE_MS);

  return {
    add(files) {
      const images = files.filter(isEditorImage);
      if (images.length === 0) return;
      pending.push(...images);
      flush();
    },
    cancel() {
      pending = [];
      flush.cancel();
    },
  };
}
