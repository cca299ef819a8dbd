import { defineTransitionRequest, transitionRequestStatus } from '@entrepot/entity';
import { PRODUCT_BASE, PRODUCT_SERVICE } from './product-api.ts';
import { sku } from './sku.entity.ts';
import { spu } from './spu.entity.ts';

/** What a request may ask for: winding a product down, or back on sale. Launch and review have their own paths. */
export const REQUESTABLE = ['suspend', 'resume', 'clear', 'retire'] as const;
export type RequestableTransition = (typeof REQUESTABLE)[number];

/**
 * 状态变更申请: 停售 / 恢复在售 / 清仓 / 淘汰 of SPUs (with their SKUs) or SKUs, taking effect only once its approval
 * passes (the engine's transition request: hub `transition-requests/`, README "State changes through approval").
 * The list (`spu/state/process/list`) filters by any line's code as `sku`.
 */
export const stateRequest = defineTransitionRequest({
  name: 'catalogue.stateRequest',
  table: 'catalogue.state_requests',
  lineTable: 'catalogue.state_request_lines',
  label: '状态变更申请',
  number: 'ZT{yyyyMMdd}{seq:3}',
  documentType: 'catalogue.state-change',
  transitions: REQUESTABLE,
  lineFilter: 'sku',
  // 001 §7 SPU family: spu/batchnewstate and spu/state/process/*; the export and one request ours
  api: {
    service: PRODUCT_SERVICE,
    base: PRODUCT_BASE,
    paths: {
      list: 'spu/state/process/list',
      export: 'spu/state/process/export',
      submit: ['spu/batchnewstate', 'spu/state/process/batchnewstate'],
      detail: 'spu/state/process/:id',
      decide: 'spu/state/process/approve',
      waiting: 'spu/state/process/waiting', // ours: the SPU and SKU lists mark what waits 审批中
    },
  },
  screen: { url: '/commodity/information/approve' },
  targets: { spu: { entity: spu, max: 100 }, sku: { entity: sku, under: 'spu_id', max: 500 } },
});
export const stateRequestList = stateRequest.list;
export const stateRequestStatus = transitionRequestStatus;
