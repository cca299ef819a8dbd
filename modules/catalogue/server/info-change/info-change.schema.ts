import { tableOf } from '@entrepot/server-kit/entity';
import { infoChange, infoChangeLine } from '../../entities/index.ts';

// Tables of the product change requests (商品信息变更) and their lines (README: Product change requests).
export const infoChanges = tableOf(infoChange);
export const infoChangeLines = tableOf(infoChangeLine);
