import { tableOf } from '@entrepot/server-kit/entity';
import { putaway, receipt, receiptLine, receiptPhoto, receivingException } from '../../entities/index.ts';

// Tables derived from the goods-in declarations (../../entities/receipt.entity.ts).
export const receipts = tableOf(receipt);
export const receiptLines = tableOf(receiptLine);
export const putaways = tableOf(putaway);
export const receivingExceptions = tableOf(receivingException);
export const receiptPhotos = tableOf(receiptPhoto);
