import type { FileKind } from '@entrepot/entity';
import { compressImage } from '../../widgets/image-compress/compress-image.ts';
import type { EntityHttp } from '../config.ts';

/** A stored file as file fields carry it (the server's wire form, also the upload's answer). */
export interface UploadedFile {
  id: string;
  name: string;
  url: string;
  content_type?: string;
}

export const UPLOAD_URL = '/upload-service/happo/file/upload';
/** The upload service's `type`: 5 takes pictures only (the server checks the bytes), 1 any accepted file. */
export const UPLOAD_TYPE: Record<FileKind, string> = { image: '5', file: '1' };
/** At most this many files per request (the upload service's limit). */
export const FILES_PER_REQUEST = 10;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';
export const FILE_ACCEPT = `${IMAGE_ACCEPT},application/pdf,.xlsx,.xls,.docx,.doc,.zip`;

/** Uploads files (pictures compressed first, spec 000 §5) and answers them as file fields keep them. */
export async function uploadFiles(http: EntityHttp, files: File[], kind: FileKind): Promise<UploadedFile[]> {
  const prepared = kind === 'image' ? await Promise.all(files.map(compressImage)) : files;
  const stored: UploadedFile[] = [];
  for (let i = 0; i < prepared.length; i += FILES_PER_REQUEST) {
    const form = new FormData();
    for (const f of prepared.slice(i, i + FILES_PER_REQUEST)) form.append('files[]', f);
    form.append('type', UPLOAD_TYPE[kind]);
    const answer = await http.post<UploadedFile[]>(UPLOAD_URL, form);
    stored.push(...answer.map((f) => ({ id: f.id, name: f.name, url: f.url, content_type: f.content_type })));
  }
  return stored;
}

/** A file field's value as a list of files: the wire objects, or bare ids (the operation log). */
export function filesOf(value: unknown): UploadedFile[] {
  const list = Array.isArray(value) ? value : value == null || value === '' ? [] : [value];
  return list.map((v) =>
    typeof v === 'object' && v !== null
      ? {
          id: String((v as UploadedFile).id),
          name: String((v as UploadedFile).name ?? ''),
          url: String((v as UploadedFile).url ?? ''),
          content_type: (v as UploadedFile).content_type,
        }
      : { id: String(v), name: '', url: '' },
  );
}
