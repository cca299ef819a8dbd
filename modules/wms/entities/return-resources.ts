// Returns (退货): the returns, their SKUs and their shelvings as read-only resources — lists, details, logs,
// exports at the spec's names (getReturnGoodsSkuRegistration, getReturnGoodsSkuList, returnShelfList …); every
// change is a command of server/returns (README "Returns").
import { defineResource, type ResourceOptions } from '@entrepot/entity';
import { RECEIVING } from './receiving-resources.ts';
import { BASE, SERVICE } from './resources.ts';
import { goodsReturn, returnGoodsSku, returnShelf } from './return.entity.ts';

const listed = <O extends Pick<ResourceOptions, 'entity' | 'segment' | 'paths' | 'selects'>>(o: O, screen: string, menu: string) =>
  defineResource({
    service: SERVICE,
    base: BASE,
    style: 'verbs',
    exportPost: true,
    writes: false,
    remove: false,
    transitions: [],
    screen: { url: `${RECEIVING}/${screen}`, menu },
    ...o,
  });

export const returnResources = {
  goodsReturn: listed(
    { entity: goodsReturn, segment: 'goodsReturn', selects: ['status'], paths: { list: 'getReturnGoodsSkuRegistration', status: 'returnShelfStatus' } },
    'return-list',
    '退货单',
  ),
  returnGoodsSku: listed(
    { entity: returnGoodsSku, segment: 'returnGoodsSku', selects: ['status'], paths: { list: 'getReturnGoodsSkuList', status: 'getReturnGoodsSkuStatus' } },
    'return-goods-sku',
    '退货SKU',
  ),
  returnShelf: listed(
    { entity: returnShelf, segment: 'returnShelf', paths: { list: 'returnShelfList', export: 'returnShelfListExport' } },
    'return-shelf',
    '退货上架',
  ),
};

/** Permission codes of the return commands (besides each list's read and export). */
export const RETURN_CODES = {
  register: 'wms.goodsReturn.register',
  shelve: 'wms.goodsReturn.shelve',
  cancel: 'wms.goodsReturn.cancel',
} as const;
