import 'react-quill-new/dist/quill.snow.css';
import { type CSSProperties, type Ref, useImperativeHandle, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import { EDITOR_IMAGE_MIME_TYPES } from './editor-images.ts';
import { EDITOR_TOOLBAR } from './editor-toolbar.ts';
import { linkifyEditor, mayFinishUrl } from './linkify.ts';
import { useQuillImageUpload } from './use-quill-image-upload.ts';

export interface RichTextEditorHandle {
  /** Inserts HTML at the cursor (or the end), through Quill's clipboard so only known formats survive. */
  insertHtml(html: string): void;
  /** Inserts a template variable at the cursor, written as formatVariable(name). */
  insertVariable(name: string): void;
}

export interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  readOnly?: boolean;
  /** Uploads an image and answers its URL (the app posts files[] with type=5 to the upload service). */
  upload(file: File): Promise<string>;
  placeholder?: string;
  /** How a variable is written into the text; `{{name}}` by default. */
  formatVariable?(name: string): string;
  style?: CSSProperties;
  ref?: Ref<RichTextEditorHandle>;
}

const defaultFormatVariable = (name: string) => `{{${name}}}`;

export function RichTextEditor({
  value,
  onChange,
  readOnly = false,
  upload,
  placeholder,
  formatVariable = defaultFormatVariable,
  style,
  ref,
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const images = useQuillImageUpload(quillRef, upload);
  const pickImages = useRef(images.pickImages);
  pickImages.current = images.pickImages;

  // ReactQuill rebuilds the editor when modules change identity, so they are made once.
  const modules = useMemo(
    () => ({
      toolbar: { container: EDITOR_TOOLBAR, handlers: { image: () => pickImages.current() } },
      // Pasted and dropped images go through the same queue as picked ones instead of becoming base64.
      uploader: { mimetypes: EDITOR_IMAGE_MIME_TYPES, handler: (_range: unknown, files: File[]) => images.queue.add(files) },
    }),
    [images.queue],
  );

  const cursor = () => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return undefined;
    return { quill, index: quill.getSelection(true)?.index ?? quill.getLength() - 1 };
  };

  useImperativeHandle(ref, () => ({
    insertHtml(html) {
      const at = cursor();
      at?.quill.clipboard.dangerouslyPasteHTML(at.index, html, 'user');
    },
    insertVariable(name) {
      const at = cursor();
      if (!at) return;
      const text = formatVariable(name);
      at.quill.insertText(at.index, text, 'user');
      at.quill.setSelection(at.index + text.length, 0, 'user');
    },
  }));

  return (
    <ReactQuill
      ref={quillRef}
      theme="snow"
      style={style}
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      modules={modules}
      onChange={(html, delta, source, _editor) => {
        const inserted = delta.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
        const quill = quillRef.current?.getEditor();
        // Linkify may format text, which calls onChange again with the linked HTML.
        if (source === 'user' && quill && mayFinishUrl(inserted) && linkifyEditor(quill) > 0) return;
        // Answer exactly the HTML react-quill compares `value` with: anything else (getHTML) makes a controlled
        // parent reset the editor on every keystroke, losing spaces.
        onChange?.(html);
      }}
    />
  );
}
