// The palette finds receipts, receiving exceptions and returns by number, within the reader's warehouses.
import { type ModuleContext, type SearchHit, searchByNumber } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import { goodsReturn, RECEIVING, receipt, receivingException } from '../../entities/index.ts';
import { goodsReturns } from '../returns/returns.schema.ts';
import { receipts, receivingExceptions } from './receiving.schema.ts';

export function searchReceiving(q: string, user: RequestUser, { database }: ModuleContext): Promise<SearchHit[]> {
  return searchByNumber(database, user, q, [
    { decl: receipt, table: receipts, kind: '收货单', url: `${RECEIVING}/receipt-list`, limit: 8 },
    { decl: receivingException, table: receivingExceptions, kind: '收货异常', url: `${RECEIVING}/exception-list`, limit: 5 },
    { decl: goodsReturn, table: goodsReturns, kind: '退货单', url: `${RECEIVING}/return-list`, limit: 5 },
  ]);
}
