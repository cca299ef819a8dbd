// 以图搜图's rows as the screen sees them and its pure rules: the slider speaks in similarity %, the server
// in bits of the 64-bit hash that may differ; the picture a drop or a paste carries.
import { INFORMATION, PRODUCT } from '../product-urls.ts';

export const imageSearchUrls = {
  /** `?file_id=&max_distance=&limit=`: from a picture the caller uploaded. */
  byUpload: `${PRODUCT}/image/searchimage`,
};

export interface MatchOwner {
  id: string;
  code?: string | null;
  name?: string | null;
  status_label?: string;
}

export interface PictureMatch {
  id: string;
  name: string | null;
  distance: number;
  similarity: number;
  is_main: boolean;
  file: { id: string; name: string; url: string } | null;
  thumbnail_url: string | null;
  spu: MatchOwner;
  sku: MatchOwner | null;
}

export interface SearchAnswer {
  list: PictureMatch[];
  /** Library pictures not indexed yet (worked off by the next searches). */
  pending: number;
  max_distance: number;
}

const HASH_BITS = 64;
/** 81% similar: 12 of 64 bits may differ, the server's default. */
export const DEFAULT_SIMILARITY = 81;
/** Below half the bits, any two pictures look alike to the hash: the server refuses more than 32. */
export const MIN_SIMILARITY = 50;
export const RESULT_LIMIT = 48;

/** The most bits a similarity % lets differ. */
export const distanceFor = (percent: number): number => Math.min(32, Math.max(0, Math.floor(HASH_BITS * (1 - percent / 100) + 1e-9)));

/** The first picture among dropped or pasted files (null when there is none). */
export function firstImage(files: ArrayLike<File> | null | undefined): File | null {
  return Array.from(files ?? []).find((f) => f.type.startsWith('image/')) ?? null;
}

export const spuDetailPath = (id: string) => `${INFORMATION}/spu/detail?id=${encodeURIComponent(id)}`;
export const skuDetailPath = (id: string) => `${INFORMATION}/sku/detail?id=${encodeURIComponent(id)}`;
