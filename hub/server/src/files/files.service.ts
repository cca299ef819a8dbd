import { invalid, newId } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { files } from '../identity/identity.schema.ts';
import type { UrlSigner } from './signing.ts';
import { matchDeclared } from './sniff.ts';
import type { Storage } from './storage.ts';
import { writeThumbnail } from './thumbnails.ts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;

export interface IncomingFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface StoredFile {
  /** What an entity's file field stores. */
  id: string;
  key: string;
  url: string;
  name: string;
  size: number;
  content_type: string;
}

export class FileService {
  readonly storage: Storage;
  readonly signer: UrlSigner;
  constructor(storage: Storage, signer: UrlSigner) {
    this.storage = storage;
    this.signer = signer;
  }

  /** Checks every file first (declared type must match the bytes), then stores them under generated keys (pictures with their thumbnails). */
  async store(exec: Executor, incoming: IncomingFile[], opts: { purpose: string; imagesOnly: boolean; ownerId: string | null }): Promise<StoredFile[]> {
    if (incoming.length === 0) throw invalid('files[]', '请上传文件');
    const kinds = incoming.map((f) => {
      const kind = matchDeclared(f.mimetype, f.bytes);
      if (!kind) throw invalid('files[]', `${safeName(f.filename)}: 文件内容与类型不符或类型不支持`);
      if (opts.imagesOnly && !kind.image) throw invalid('files[]', `${safeName(f.filename)}: 只能上传图片`);
      return kind;
    });
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored: StoredFile[] = [];
    for (const [i, f] of incoming.entries()) {
      const kind = kinds[i]!;
      const id = newId();
      const key = `${folder}/${id}.${kind.ext}`;
      await this.storage.put(key, f.bytes, kind.contentType);
      if (kind.image) await writeThumbnail(this.storage, key, f.bytes);
      const name = safeName(f.filename);
      await exec
        .insert(files)
        .values({ id, key, originalName: name, contentType: kind.contentType, size: f.bytes.length, purpose: opts.purpose, ownerId: opts.ownerId });
      stored.push({ id, key, url: this.signer.url(key), name, size: f.bytes.length, content_type: kind.contentType });
    }
    return stored;
  }

  async metadata(exec: Executor, key: string) {
    const [row] = await exec.select().from(files).where(eq(files.key, key));
    return row ?? null;
  }
}

/** A display name only (never a path): no directories, control characters or quotes. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}
