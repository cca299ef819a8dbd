import { type RefObject, useEffect, useMemo, useRef } from 'react';
import type ReactQuill from 'react-quill-new';
import { notifySuccess } from '../notify.ts';
import { EDITOR_IMAGE_ACCEPT } from './editor-images.ts';
import { createImageUploadQueue } from './image-upload-queue.ts';

export const UPLOAD_SUCCESS = '上传成功';

/** Image upload for the editor: a queue that inserts at the cursor, and a picker for the toolbar button. */
export function useQuillImageUpload(quillRef: RefObject<ReactQuill | null>, upload: (file: File) => Promise<string>) {
  const latestUpload = useRef(upload);
  latestUpload.current = upload;

  const queue = useMemo(
    () =>
      createImageUploadQueue({
        upload: (file) => latestUpload.current(file),
        insert: (url) => {
          const quill = quillRef.current?.getEditor();
          if (!quill) return;
          const index = quill.getSelection(true)?.index ?? quill.getLength();
          quill.insertEmbed(index, 'image', url, 'user');
          quill.setSelection(index + 1, 0, 'user');
        },
        onUploaded: () => notifySuccess(UPLOAD_SUCCESS),
      }),
    [quillRef],
  );
  useEffect(() => () => queue.cancel(), [queue]);

  const pickImages = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = EDITOR_IMAGE_ACCEPT;
    input.multiple = true;
    input.onchange = () => queue.add(Array.from(input.files ?? []));
    input.click();
  };

  return { queue, pickImages };
}
