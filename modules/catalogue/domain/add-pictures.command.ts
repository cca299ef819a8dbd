// `image/add` `{spu_id, sku_id?, files, tags?}`: uploaded files join an owner's pictures (the SPU's own, or one of
// its SKUs'), numbered after its last; the SKU must be one of the SPU's (the image-url tool's rule too). The server
// (../server/picture-commands.ts) reads the SPU and SKU named (each one not there: 10404), the owner's last place
// and the files' names, creates the pictures and, when the owner has no main picture, makes the first one main.
import { type Refusal, refuseField } from './refusal.ts';
import type { PictureOwner } from './set-main-picture.command.ts';

/** The owner pictures go to (added or moved): an SPU and, when named, one of its SKUs. */
export interface PictureOwnerInput {
  spu_id: string;
  sku_id?: string | null;
}

/** The owner of `input`, or its refusal: `sku` is the SKU named as read (null when none is named). */
export function decidePictureOwner({ sku }: { sku: { spu_id: string } | null }, input: PictureOwnerInput): PictureOwner | Refusal {
  if (input.sku_id && sku && sku.spu_id !== input.spu_id) return refuseField('sku_id', 'SKU不属于该SPU');
  return { spu_id: input.spu_id, sku_id: input.sku_id ?? null };
}

export interface AddPicturesState {
  /** The owner's highest place now (null: it has no pictures). */
  lastSort: number | null;
  /** The stored files of the ids given, with their upload name (a file not answered has none). */
  files: ReadonlyMap<string, { name?: string | null }>;
}

export interface NewPicture {
  file: string;
  /** The file's upload name, at most 200 characters; null when unknown. */
  name: string | null;
  tags: string[];
  sort: number;
}

/** The pictures created, one a file in the order given, numbered after the owner's last. */
export function decideAddPictures({ lastSort, files }: AddPicturesState, input: { files: readonly string[]; tags?: readonly string[] }): NewPicture[] {
  const last = lastSort ?? 0;
  return input.files.map((file, i) => ({ file, name: files.get(file)?.name?.slice(0, 200) ?? null, tags: [...(input.tags ?? [])], sort: last + i + 1 }));
}
