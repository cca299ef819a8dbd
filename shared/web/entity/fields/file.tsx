import { Button, Link, Space } from '@arco-design/web-react';
import { IconClose, IconUpload } from '@arco-design/web-react/icon';
import type { FileField, FileKind, FilesField } from '@entrepot/entity';
import { useRef, useState } from 'react';
import { FallbackImage } from '../../widgets/fallback-image/fallback-image.tsx';
import { thumbnailUrl } from '../../widgets/fallback-image/thumbnail-url.ts';
import { ImageViewer } from '../../widgets/image-viewer/image-viewer.tsx';
import { useImageViewer } from '../../widgets/image-viewer/use-image-viewer.ts';
import { useEntityUi } from '../entity-context.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps } from './types.ts';
import { FILE_ACCEPT, filesOf, IMAGE_ACCEPT, type UploadedFile, uploadFiles } from './upload.ts';

const THUMB = 48;
const EDIT_THUMB = 64;

/** Names joined; files known only by id (the operation log) are counted. */
function text(value: unknown): string {
  const list = filesOf(value);
  if (list.length === 0) return '';
  return list.every((f) => f.name) ? list.map((f) => f.name).join('、') : `${list.length}个文件`;
}

const thumbStyle = (size: number) => ({ width: size, height: size, objectFit: 'cover' as const, borderRadius: 4, cursor: 'zoom-in', display: 'block' });

/** Pictures: the first thumbnail (list and detail alike) with the count; a click opens the viewer on all. */
function Thumbnails({ files, label }: { files: UploadedFile[]; label: string }) {
  const viewer = useImageViewer(files.length);
  const [first] = files;
  if (!first) return EMPTY_DISPLAY;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <button type="button" aria-label={`查看${label}`} onClick={() => viewer.open(0)} style={{ padding: 0, border: 0, background: 'none' }}>
        <FallbackImage src={thumbnailUrl(first.url)} alt={first.name} style={thumbStyle(THUMB)} />
      </button>
      {files.length > 1 && <span style={{ color: 'var(--color-text-3)' }}>共{files.length}张</span>}
      <ImageViewer images={files.map((f) => f.url)} state={viewer.state} dispatch={viewer.dispatch} />
    </span>
  );
}

function FileLinks({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return EMPTY_DISPLAY;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener noreferrer">
          {f.name || f.id}
        </Link>
      ))}
    </Space>
  );
}

function FilesDisplay({ field, value }: DisplayProps<FileField | FilesField>) {
  const files = filesOf(value);
  return field.kind === 'image' ? <Thumbnails files={files} label={field.label} /> : <FileLinks files={files} />;
}

interface FileListInputProps {
  label: string;
  kind: FileKind;
  max: number;
  files: UploadedFile[];
  onChange(files: UploadedFile[]): void;
  disabled?: boolean;
  error?: boolean;
}

/** Uploads files (pictures compressed) and lists them, pictures as thumbnails opening the viewer. */
function FileListInput({ label, kind, max, files, onChange, disabled, error }: FileListInputProps) {
  const { http, toast } = useEntityUi();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const viewer = useImageViewer(files.length);
  const room = max - files.length;

  const upload = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (chosen.length > room) toast('info', `${label}最多${max}个`);
    setUploading(true);
    try {
      const stored = await uploadFiles(http, chosen.slice(0, Math.max(room, 0)), kind);
      onChange([...files, ...stored].slice(0, max));
    } catch {
      // the HTTP client has shown the error
    } finally {
      setUploading(false);
    }
  };
  const remove = (id: string) => onChange(files.filter((f) => f.id !== id));

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', outline: error ? '1px solid rgb(var(--danger-6))' : undefined }}>
      {files.map((f, i) => (
        <span key={f.id} style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {kind === 'image' ? (
            <button type="button" aria-label={`查看${f.name}`} onClick={() => viewer.open(i)} style={{ padding: 0, border: 0, background: 'none' }}>
              <FallbackImage src={thumbnailUrl(f.url)} alt={f.name} style={thumbStyle(EDIT_THUMB)} />
            </button>
          ) : (
            <Link href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name || f.id}
            </Link>
          )}
          {!disabled && <Button size="mini" shape="circle" aria-label={`删除${f.name}`} icon={<IconClose />} onClick={() => remove(f.id)} />}
        </span>
      ))}
      {!disabled && room > 0 && (
        <Button icon={<IconUpload />} loading={uploading} onClick={() => picker.current?.click()}>
          上传{kind === 'image' ? '图片' : '文件'}
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        aria-label={`上传${label}`}
        hidden
        multiple={max > 1}
        accept={kind === 'image' ? IMAGE_ACCEPT : FILE_ACCEPT}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // the same file may be chosen again
          void upload(chosen);
        }}
      />
      {kind === 'image' && <ImageViewer images={files.map((f) => f.url)} state={viewer.state} dispatch={viewer.dispatch} />}
    </div>
  );
}

function FileInput({ field, value, onChange, disabled, error }: InputProps<FileField>) {
  return (
    <FileListInput
      label={field.label}
      kind={field.kind}
      max={1}
      files={filesOf(value)}
      onChange={(files) => onChange(files[0] ?? null)}
      disabled={disabled}
      error={error}
    />
  );
}

function FilesInput({ field, value, onChange, disabled, error }: InputProps<FilesField>) {
  return <FileListInput label={field.label} kind={field.kind} max={field.max} files={filesOf(value)} onChange={onChange} disabled={disabled} error={error} />;
}

export const fileUi: FieldUi<FileField> = { text, Display: FilesDisplay, Input: FileInput };
export const filesUi: FieldUi<FilesField> = { text, Display: FilesDisplay, Input: FilesInput };
