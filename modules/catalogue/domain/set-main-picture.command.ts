// `image/mainpic` `{id}` and `image/batchmainpic` `{ids}`: each owner of pictures (the SPU itself or one SKU) has at
// most one main picture; a picture made main takes it from its owner's previous one. The server
// (../server/picture-commands.ts) locks the owner's pictures in id order, sets and clears `is_main` as decided here
// and keeps the SKU's `main_image` in step (also after pictures leave: `ownersLosingMain`).
import { type Refusal, refuseConflict } from './refusal.ts';

/** Whose pictures: the SPU's own (no SKU) or one of its SKUs'. */
export interface PictureOwner {
  spu_id: string;
  sku_id: string | null;
}

/** One key per owner (the SPU's own pictures apart from each of its SKUs'). */
export const ownerKey = (o: PictureOwner): string => `${o.spu_id}/${o.sku_id ?? ''}`;

/** The owners of these pictures, each once, in the order first met. */
export const uniqueOwners = (pictures: readonly PictureOwner[]): PictureOwner[] => [
  ...new Map(pictures.map((p) => [ownerKey(p), { spu_id: p.spu_id, sku_id: p.sku_id }])).values(),
];

/** The owners whose main picture is among these (moved or deleted): their SKU's `main_image` is read again. */
export const ownersLosingMain = (pictures: readonly (PictureOwner & { is_main: boolean })[]): PictureOwner[] => uniqueOwners(pictures.filter((p) => p.is_main));

export interface MainPictureState {
  /** The owner's pictures now, locked in id order. */
  mates: readonly { id: string; is_main: boolean | null }[];
}

export interface MainPictureChange {
  /** The owner's other main pictures, main no longer. */
  demote: string[];
  /** The picture made main; null when it is already. */
  promote: string | null;
}

/** The picture becomes its owner's only main picture; refused when it has left the owner it was read with. */
export function decideMainPicture({ mates }: MainPictureState, input: { id: string }): MainPictureChange | Refusal {
  const picture = mates.find((m) => m.id === input.id);
  if (!picture) return refuseConflict('图片已被移动，请刷新后重试');
  return { demote: mates.filter((m) => m.is_main && m.id !== input.id).map((m) => m.id), promote: picture.is_main ? null : picture.id };
}

/**
 * Each picture named becomes its owner's main picture: refused when two have one owner (exactly one main). The
 * answer is the pictures in their owners' order, so two batches take the owners' locks in one order.
 */
export function decideBatchMainPicture<P extends PictureOwner>(pictures: readonly P[]): { pictures: P[] } | Refusal {
  if (uniqueOwners(pictures).length !== pictures.length) return refuseConflict('同一SPU或SKU只能设置一张主图');
  return { pictures: [...pictures].sort((a, b) => ownerKey(a).localeCompare(ownerKey(b))) };
}
