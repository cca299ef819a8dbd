import { boolean, datetime, decidedStates, defineMachine, defineQuery, enumOf, number, status, text } from '@entrepot/entity';
import { skuStatus } from './spu-status.ts';

/** A state-change request's own states: moved only by its approval's decision (server/state-request-apply.ts). */
export const stateRequestStatus = defineMachine({
  initial: 'pending',
  states: decidedStates,
  transitions: {},
});

/** What a request may ask for: winding a product down, or back on sale. Launch and review have their own paths. */
export const REQUESTABLE = ['suspend', 'resume', 'clear', 'retire'] as const;
export type RequestableTransition = (typeof REQUESTABLE)[number];

/**
 * 状态变更申请 (`spu/state/process/list`): the requests, newest first, each with its line count and first codes.
 * Filtered by 申请单号, any SPU/SKU code of its lines (`sku`), status (several), type, 申请人, days and 只看我的
 * (`mine=1`, the source compares the requester with the caller).
 */
export const stateRequestList = defineQuery({
  name: 'catalogue.stateRequestList',
  label: '状态变更申请',
  permission: 'catalogue.stateRequest.read',
  counts: 'status',
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  fields: {
    code: text({ label: '申请单号', max: 40, filter: 'like' }),
    transition: enumOf({ label: '申请类型', options: REQUESTABLE.map((t) => ({ value: t, label: skuStatus.transitions[t].label })), filter: 'equal' }),
    sku: text({ label: 'SKU/SPU编码', max: 40, filter: 'like', list: false }),
    lines_preview: text({ label: '商品', max: 200 }),
    line_count: number({ label: '数量', min: 0, max: 9999 }),
    reason: text({ label: '申请原因', max: 500 }),
    requester: text({ label: '申请人', max: 50, filter: 'like' }),
    status: status({ label: '状态', machine: stateRequestStatus, filter: 'in' }),
    applied_count: number({ label: '已生效', min: 0, max: 9999, list: false }),
    skipped_count: number({ label: '未生效', min: 0, max: 9999, list: false }),
    created_at: datetime({ label: '申请时间' }),
    decided_at: datetime({ label: '完成时间' }),
    created: datetime({ label: '申请日期', filter: 'range', days: true, list: false }),
    mine: boolean({ label: '只看我的', filter: 'equal', list: false }),
    requested_by: text({ label: '申请人编号', max: 36, list: false }),
    approval_request_id: text({ label: '审批单', max: 36, list: false }),
  },
});
