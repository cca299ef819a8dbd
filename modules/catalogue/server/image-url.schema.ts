import { tableOf } from '@entrepot/server-kit/entity';
import { imageUrl } from '../entities/index.ts';

export const imageUrls = tableOf(imageUrl);
