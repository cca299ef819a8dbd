import { tableOf } from '@entrepot/server-kit/entity';
import { goodsReturn, returnGoodsSku, returnShelf } from '../../entities/index.ts';

// Tables derived from the returns' declarations (../../entities/return.entity.ts).
export const goodsReturns = tableOf(goodsReturn);
export const returnGoodsSkus = tableOf(returnGoodsSku);
export const returnShelves = tableOf(returnShelf);
