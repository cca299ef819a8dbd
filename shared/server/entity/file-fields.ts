// File and rich-text fields on the way out (ids → {id, name, url}, fresh signatures) and on the way in
// (a client may attach only files it uploaded, or ones the record holds already).
import type { EntityDecl, FileField, FilesField } from '@entrepot/entity';
import type { Executor } from '../db/database.ts';
import { invalid } from '../errors.ts';
import type { Actor } from './audit.ts';
import { type FileDirectory, refreshFileUrls, unknownFile } from './file-directory.ts';

type Row = Record<string, unknown>;

export const fileFields = (decl: EntityDecl) =>
  Object.entries(decl.fields).filter((e): e is [string, FileField | FilesField] => e[1].type === 'file' || e[1].type === 'files');

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : value == null ? [] : [value]).map(String);

/** Replaces the file ids of wire rows by their files (one look-up per page) and refreshes rich-text URLs. */
export async function expandFiles(exec: Executor, decl: EntityDecl, directory: FileDirectory | undefined, rows: Row[]): Promise<void> {
  const fields = fileFields(decl);
  if (fields.length > 0 && rows.length > 0) {
    const ids = [...new Set(rows.flatMap((r) => fields.flatMap(([key]) => idsOf(r[key]))))];
    const known = ids.length && directory ? await directory.describe(exec, ids) : new Map();
    const ref = (id: string) => {
      const f = known.get(id);
      return f ? { id: f.id, name: f.name, url: f.url, content_type: f.content_type } : unknownFile(id);
    };
    for (const r of rows) {
      for (const [key, field] of fields) {
        if (!(key in r)) continue;
        r[key] = field.type === 'file' ? (r[key] == null ? null : ref(String(r[key]))) : idsOf(r[key]).map(ref);
      }
    }
  }
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.type !== 'richText') continue;
    for (const r of rows) if (typeof r[key] === 'string') r[key] = refreshFileUrls(r[key], directory);
  }
}

/**
 * Files a client names must be in the store, uploaded by this user or already held by the record (a
 * signed URL seen somewhere is no licence to attach its file); picture fields take pictures only.
 * Commands that copy files between records set them through `extra`, which is not checked.
 */
export async function checkFileInputs(
  exec: Executor,
  decl: EntityDecl,
  directory: FileDirectory | undefined,
  input: Row,
  before: Row | null,
  actor: Actor,
): Promise<void> {
  for (const [key, field] of fileFields(decl)) {
    if (!(key in input)) continue;
    const held = new Set(idsOf(before?.[key]));
    const fresh = idsOf(input[key]).filter((id) => !held.has(id));
    if (fresh.length === 0) continue;
    if (!directory) throw new Error(`${decl.name}.${key}: no file directory (the hub registers it with setFileDirectory)`);
    const found = await directory.describe(exec, fresh);
    for (const id of fresh) {
      const f = found.get(id);
      if (!f || f.owner_id !== actor.id) throw invalid(key, `${field.label}的文件不存在，请重新上传`);
      if (field.kind === 'image' && !f.content_type.startsWith('image/')) throw invalid(key, `${field.label}只能上传图片`);
    }
  }
}
