import { tableOf } from '@entrepot/server-kit/entity';
import { bigint, uuid } from 'drizzle-orm/pg-core';
import { picture } from '../entities/index.ts';

export const pictures = tableOf(picture, {
  // Search by image (image-search/): the picture's 64-bit difference hash (signed), server-only, and the
  // file it was computed from — a picture whose `file` differs (new, rotated) is hashed again on demand.
  dhash: bigint('dhash', { mode: 'bigint' }),
  dhash_file: uuid('dhash_file'),
});
