// The 状态变更申请 screens' configuration (the engine's declared transition request: area kit
// `TransitionRequestListPage`, `TransitionRequestDialog`) and the catalogue's own answers beside it: the stock of a
// request's SKUs and one SKU's state (modules/catalogue/server/state-request-queries.ts).
import { stateRequest } from '@entrepot/module-catalogue/entities';
import { type TransitionRequestDetail, type TransitionRequestScreens, transitionRequestScreens } from '@entrepot/web/area';
import type { ReactNode } from 'react';
import { PRODUCT } from '../product-urls.ts';

export interface WarehouseStock {
  warehouse_id: string;
  on_hand: number;
  reserved: number;
  available: number;
  in_transit: number;
}

export interface StockRow extends Omit<WarehouseStock, 'warehouse_id'> {
  sku_id: string;
  code: string;
  name: string;
  status_label: string;
  warehouses: WarehouseStock[];
}

export interface SkuState {
  id: string;
  code: string;
  status_label: string;
  spu_code: string;
  spu_status_label: string;
  pending: Pick<TransitionRequestDetail, 'code' | 'transition_label'> | null;
}

const id = (value: string) => encodeURIComponent(value);

export const stateRequestUrls = {
  inventory: (requestId: string) => `${PRODUCT}/spu/state/process/inventory?id=${id(requestId)}`,
  skuState: (skuId: string) => `${PRODUCT}/skustate/${id(skuId)}`,
};

export const CREATE = stateRequest.request.permission('create');

/** The screens of 状态变更申请; `stock` renders the 库存 tab of a request. */
export const stateRequestScreens = (stock: (request: TransitionRequestDetail) => ReactNode): TransitionRequestScreens =>
  transitionRequestScreens(stateRequest, { reasonHint: '如：供应商停产、质量投诉、换季清仓', tabs: [{ key: 'stock', title: '库存', render: stock }] });
