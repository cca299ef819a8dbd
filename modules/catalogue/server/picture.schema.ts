import { tableOf } from '@entrepot/server-kit/entity';
import { picture } from '../entities/index.ts';

export const pictures = tableOf(picture);
