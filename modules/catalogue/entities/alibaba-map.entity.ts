import {
  boolean,
  createdAt,
  datetime,
  defineEntity,
  defineMachine,
  money,
  number,
  operationLogQuery,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';

/**
 * A mapping's life: 已关联 while purchase orders may be placed on the offer, 已解除 once unlinked (final for
 * that row: re-linking creates a new mapping, so the log keeps what was bought where). Only `alibaba/map/off`
 * unlinks, since it records the reason.
 */
export const alibabaMapStatus = defineMachine({
  initial: 'active',
  states: {
    active: { label: '已关联', color: 'green' },
    off: { label: '已解除', color: 'gray' },
  },
  transitions: {
    off: { label: '解除关联', from: ['active'], to: 'off' },
  },
});

/** A 1688 offer id: digits only (the number in `detail.1688.com/offer/<id>.html`). */
export const checkOfferId = (value: string) => (/^\d{1,20}$/.test(value) ? null : '1688商品ID只能是数字');

/** The offer's page on 1688.com (derived by the server, never typed). */
export const offerUrl = (offerId: string) => `https://detail.1688.com/offer/${offerId}.html`;

/**
 * 1688映射: one of our SKUs → a 1688 offer (and its variant), so purchase orders can be placed there. One
 * active mapping per (offer, 规格ID); a SKU may have several (several suppliers), one of them 默认.
 */
export const alibabaMap = defineEntity({
  name: 'catalogue.alibabaMap',
  table: 'catalogue.alibaba_maps',
  label: '1688映射',
  titleField: 'offer_id',
  // The active (offer, 规格ID) pair: an import updates the mapping that holds it, else creates one.
  naturalKey: ['active_key'],
  // A SKU carries no row dimension of its own, so the mapping has its own: who created it.
  scopes: { owner: 'created_by' },
  indexes: [
    ['status', '-created_at', '-id'],
    ['sku_id', 'status'],
  ],
  fields: {
    // Audited through sku_code (a code reads better in the log than an id).
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, list: false, audited: false }),
    // The SKU's code, copied by the server (SKU codes never change): the list's batch filter and column.
    sku_code: text({ label: 'SKU编码', max: 40, readOnly: true, filter: 'batch', sortable: true, exported: false }),
    offer_id: text({ label: '1688商品ID', max: 20, required: true, check: checkOfferId, filter: 'batch', sortable: true, immutable: true }),
    spec_id: text({ label: '规格ID', max: 64, immutable: true }),
    offer_title: text({ label: '1688商品标题', max: 200, filter: 'like' }),
    supplier_name: text({ label: '供应商/店铺名称', max: 100, filter: 'like', sortable: true }),
    price: money({ label: '采购单价(元)', filter: 'range', sortable: true }),
    min_order_qty: quantity({ label: '起订量' }),
    // How many of our SKU units one 1688 unit holds (a pack of 10 → 10); blank → 1.
    unit_ratio: number({ label: '换算比例', min: 1, max: 99999 }),
    offer_url: text({ label: '商品链接', max: 100, readOnly: true }),
    // One default per SKU among its active mappings (the engine unflags the others).
    is_default: boolean({ label: '默认', default: false, filter: 'equal', onePer: ['sku_id'], onePerWhile: ['active'] }),
    status: status({ label: '状态', machine: alibabaMapStatus, filter: 'equal' }),
    created_at: createdAt(),
    off_reason: text({ label: '解除原因', max: 200, readOnly: true }),
    off_at: datetime({ label: '解除时间', readOnly: true, list: false, audited: false }), // the log entry has its time
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    // `offer_id:spec_id` while active, null once off: its unique index holds one active mapping per pair
    // even under concurrent writes. Server-only (never on the wire, not audited).
    active_key: text({ label: '1688商品+规格', max: 100, readOnly: true, writeOnly: true, unique: true, audited: false }),
  },
});

/** What 1688修改日志 calls each logged action. */
export const alibabaMapActions: Record<string, string> = { create: '新增', update: '修改', off: alibabaMapStatus.transitions.off.label };

/**
 * 1688修改日志 (`alibaba/map/log`, `alibaba/map/logExport`): every change of every 1688 mapping the reader may
 * see, newest first — who created, changed or unlinked which mapping, when, and what (before → after).
 */
export const alibabaMapLog = operationLogQuery({
  name: 'catalogue.alibabaMapLog',
  label: '1688修改日志',
  of: alibabaMap,
  exportPermission: alibabaMap.permission('export'),
  actions: alibabaMapActions, // never deleted: unlinked
  fields: {
    sku_code: text({ label: 'SKU编码', max: 100, filter: 'batch', caseless: true }),
    offer_id: text({ label: '1688商品ID', max: 64, filter: 'batch' }),
    spec_id: text({ label: '规格ID', max: 64 }),
    map_id: text({ label: '映射', max: 36, list: false }),
    sku_id: text({ label: 'SKU', max: 36, list: false }),
  },
});
