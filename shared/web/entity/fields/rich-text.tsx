import type { RichTextField } from '@entrepot/entity';
import { RichTextEditor } from '../../widgets/rich-text-editor/rich-text-editor.tsx';
import { useEntityUi } from '../entity-context.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps } from './types.ts';
import { uploadFiles } from './upload.ts';

const SUMMARY = 60;

/** The words of the HTML, for the operation log and titles: tags dropped, cut after 60 characters. */
export function richTextSummary(value: unknown): string {
  if (typeof value !== 'string') return '';
  const plain = value
    .replace(/<img\b[^>]*>/gi, ' [图片] ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SUMMARY ? `${plain.slice(0, SUMMARY)}…` : plain;
}

/** An editor left empty still holds markup (`<p><br></p>`): no words and no picture is no value. */
export function isBlankRichText(value: unknown): boolean {
  return typeof value !== 'string' || richTextSummary(value) === '';
}

function RichTextDisplay({ value }: DisplayProps<RichTextField>) {
  if (isBlankRichText(value)) return EMPTY_DISPLAY;
  // The server sanitised the HTML on write (shared/server/rich-text.ts): only the editor's formats remain.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored
  return <div className="ql-editor" style={{ padding: 0 }} dangerouslySetInnerHTML={{ __html: String(value) }} />;
}

// The shared editor as a controlled form input; pictures pasted or picked go to the upload service (compressed).
function RichTextInput({ field, value, onChange, disabled }: InputProps<RichTextField>) {
  const { http } = useEntityUi();
  return (
    <RichTextEditor
      value={typeof value === 'string' ? value : ''}
      readOnly={disabled}
      placeholder={`请输入${field.label}`}
      style={{ width: '100%' }}
      onChange={onChange}
      upload={async (file) => {
        const [stored] = await uploadFiles(http, [file], 'image');
        if (!stored) throw new Error('上传失败');
        return stored.url;
      }}
    />
  );
}

export const richTextUi: FieldUi<RichTextField> = { text: richTextSummary, Display: RichTextDisplay, Input: RichTextInput };
