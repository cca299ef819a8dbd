// File fields: ids of identity's stored files (uuid, uuid[]); the wire carries {id, name, url, content_type},
// filled in by the service from the file directory (see file-directory.ts).
import type { FileField, FilesField } from '@entrepot/entity';
import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Codec, optional } from './codec-kit.ts';

/** A file is written by its id; the wire object it was read as (`{id, url, name}`) is taken too, by its id. */
const fileId = (label: string) =>
  z
    .union([z.uuid(`${label}不正确`), z.looseObject({ id: z.uuid(`${label}不正确`) })], {
      error: (issue) => (issue.input === undefined || issue.input === null ? `请上传${label}` : `${label}不正确`),
    })
    .transform((v) => (typeof v === 'string' ? v : v.id));

const fileNames = (value: unknown): string | null => {
  const list = (Array.isArray(value) ? value : [value]).filter((v): v is { name?: unknown } => typeof v === 'object' && v !== null);
  return list.length ? list.map((f) => String(f.name ?? '')).join(',') : null;
};

export const fileCodec: Codec<FileField> = {
  column: (name) => uuid(name),
  input: (f) => optional(fileId(f.label), f.required),
  filter: () => undefined,
  output: (v) => v ?? null,
  cell: fileNames,
};

export const filesCodec: Codec<FilesField> = {
  column: (name) => uuid(name).array().notNull().default(sql`'{}'`),
  input: (f) => {
    const list = z
      .array(fileId(f.label), `请上传${f.label}`)
      .max(f.max, `${f.label}最多${f.max}个`)
      .transform((v) => [...new Set(v)]);
    // No default: on update an absent key leaves the list alone (the column defaults to {}).
    return f.required ? list.refine((v) => v.length > 0, `请上传${f.label}`) : list;
  },
  filter: () => undefined,
  output: (v) => v ?? [],
  cell: fileNames,
};
