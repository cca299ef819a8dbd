import { tableOf } from '@entrepot/server-kit/entity';
import { alibabaMap } from '../../entities/index.ts';

// The table of the 1688 mappings (README: 1688 mapping).
export const alibabaMaps = tableOf(alibabaMap);
