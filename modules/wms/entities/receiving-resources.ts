// Goods in (收货质检): the receipts and what hangs off them, as read-only resources — lists, details, logs,
// exports; every change is a command of server/receiving (README "Goods in").
import { defineResource, type ResourceOptions } from '@entrepot/entity';
import { putaway, receipt, receiptLine, receivingException } from './receipt.entity.ts';
import { BASE, SERVICE } from './resources.ts';

/** routes.tsv's group `/warehouse/receiving-inspection`. */
export const RECEIVING = '/warehouse/receiving-inspection';

const listed = <O extends Pick<ResourceOptions, 'entity' | 'segment'>>(o: O, screen: string, menu: string) =>
  defineResource({
    service: SERVICE,
    base: BASE,
    style: 'verbs',
    writes: false,
    remove: false,
    transitions: [],
    screen: { url: `${RECEIVING}/${screen}`, menu },
    ...o,
  });

export const receivingResources = {
  receipt: listed({ entity: receipt, segment: 'receipt' }, 'receipt-list', '收货单'),
  receiptLine: listed({ entity: receiptLine, segment: 'receiptLine' }, 'received-list', '收货明细'),
  putaway: listed({ entity: putaway, segment: 'putaway' }, 'shelves-list', '上架'),
  receivingException: listed({ entity: receivingException, segment: 'receivingException' }, 'exception-list', '收货异常'),
};

/** Permission codes of the receiving commands (besides each list's read and export). */
export const RECEIVING_CODES = {
  receive: 'wms.receipt.receive',
  inspect: 'wms.receipt.inspect',
  putaway: 'wms.receipt.putaway',
  cancel: 'wms.receipt.cancel',
  revoke: 'wms.receipt.revoke',
  report: 'wms.receivingException.create',
  handle: 'wms.receivingException.handle',
  /** 称重: measure a SKU and write its package size to the catalogue. */
  weigh: 'wms.receipt.weigh',
} as const;

/** 不合格原因 (`GET qualityExpReason`): what an inspector picks for failed units. */
export const qualityExpReasons = ['破损', '污渍', '尺寸不符', '颜色不符', '功能故障', '配件缺失', '标签错误', '包装不良', '其他'] as const;
