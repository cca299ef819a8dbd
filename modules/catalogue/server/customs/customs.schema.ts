import { tableOf } from '@entrepot/server-kit/entity';
import { customsAuditLog, customsElement, customsGoods } from '../../entities/index.ts';

// Tables of the customs master data (README: Customs): declaration elements per HS code, declared names
// (报关品名) and the review log of SKUs' customs data.
export const customsElements = tableOf(customsElement);
export const customsGoodsTable = tableOf(customsGoods);
export const customsAuditLogs = tableOf(customsAuditLog);
