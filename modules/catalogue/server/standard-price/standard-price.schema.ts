import { tableOf } from '@entrepot/server-kit/entity';
import { standardPriceRatio } from '../../entities/index.ts';

// The 标准价倍率 rows (README: Standard price).
export const standardPriceRatios = tableOf(standardPriceRatio);
