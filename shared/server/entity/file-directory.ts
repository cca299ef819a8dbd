// File fields keep ids of identity's stored files; the hub's file store answers what they are. The engine
// knows it only through this interface, so shared/server does not depend on hub/server.
import type { Executor } from '../db/database.ts';

/** A stored file as a file field answers it: a fresh signed URL every time it is read. */
export interface FileRef {
  id: string;
  name: string;
  url: string;
  content_type: string;
}

export interface StoredFileInfo extends FileRef {
  /** Who uploaded it: a client may attach only files it uploaded itself (or the record holds already). */
  owner_id: string | null;
}

export interface FileDirectory {
  /** The files of these ids with fresh signed URLs; unknown ids are absent. Runs on the caller's executor. */
  describe(exec: Executor, ids: string[]): Promise<Map<string, StoredFileInfo>>;
  /** A fresh signed URL for `/files/<key>?exp&sig` when that URL was signed by this server (expired or not), else null. */
  resign(key: string, exp: string, sig: string): string | null;
}

let processDirectory: FileDirectory | undefined;

/** The hub registers its file store once at start; a registry may carry its own (tests). */
export function setFileDirectory(directory: FileDirectory | undefined): void {
  processDirectory = directory;
}

export function currentFileDirectory(): FileDirectory | undefined {
  return processDirectory;
}

/** The wire form of a file id when no file store answers (engine tests without the hub, a file gone). */
export const unknownFile = (id: string): FileRef => ({ id, name: '', url: '', content_type: '' });

const FILE_URL = /\/files\/(\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8})\?exp=(\d+)&(?:amp;)?sig=([\w-]+)/g;

/**
 * Rich text embeds signed URLs of uploaded pictures, which expire after 24 hours: on every read the URLs
 * this server signed are signed afresh (anything else is left as written).
 */
export function refreshFileUrls(html: string, directory: FileDirectory | undefined): string {
  if (!directory || !html.includes('/files/')) return html;
  return html.replace(FILE_URL, (whole, key: string, exp: string, sig: string) => {
    const fresh = directory.resign(key, exp, sig);
    return fresh ? (whole.includes('&amp;') ? fresh.replace(/&/g, '&amp;') : fresh) : whole;
  });
}
