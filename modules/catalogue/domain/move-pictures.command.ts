// `image/move` `{ids, spu_id, sku_id?}`: pictures go to another owner (an SPU or one of its SKUs, checked as
// ./add-pictures.command.ts's `decidePictureOwner`), numbered after its pictures and never as its main. The server
// (../server/picture-commands.ts) reads the owner, locks the pictures named (all or 10404) and reads the owner's last
// place, then moves each picture decided here and keeps the SKUs' `main_image` in step.
import { ownerKey, ownersLosingMain, type PictureOwner } from './set-main-picture.command.ts';

export interface MovePicturesState {
  /** The pictures named, in id order. */
  pictures: readonly (PictureOwner & { id: string; is_main: boolean })[];
  /** The new owner's highest place now (null: it has no pictures). */
  lastSort: number | null;
}

export interface PicturesMove {
  /** The pictures not with the owner yet, with their new place (after its pictures, in the order read). */
  moves: { id: string; sort: number }[];
  /** The owners whose main picture was named: their SKU's `main_image` is read again. */
  resync: PictureOwner[];
  /** How many pictures were named (those with the owner already included). */
  moved: number;
}

export function decideMovePictures({ pictures, lastSort }: MovePicturesState, owner: PictureOwner): PicturesMove {
  let sort = lastSort ?? 0;
  const moves = pictures.filter((p) => ownerKey(p) !== ownerKey(owner)).map((p) => ({ id: p.id, sort: ++sort }));
  return { moves, resync: ownersLosingMain(pictures), moved: pictures.length };
}
