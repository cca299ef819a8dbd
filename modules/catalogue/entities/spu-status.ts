import { defineMachine } from '@entrepot/entity';

/** The selling life an SPU and its SKUs share: sold, stopped (can be resumed), cleared, retired (final). */
const sellingStates = {
  on_sale: { label: '在售', color: 'green' },
  suspended: { label: '停售', color: 'gray' },
  clearance: { label: '清仓', color: 'violet' },
  retired: { label: '淘汰', color: 'red' },
} as const;
const windDown = {
  suspend: { label: '停售', from: ['on_sale'], to: 'suspended' },
  resume: { label: '恢复在售', from: ['suspended'], to: 'on_sale' },
  clear: { label: '清仓', from: ['on_sale', 'suspended'], to: 'clearance' },
} as const;
const developing = { label: '开发中', color: 'blue' } as const;

/**
 * An SPU's life: developed, reviewed, sold, then wound down. 停售 can be resumed; 清仓 sells off what is
 * left at reduced prices; 淘汰 is final (the SPU stays for history, nothing new is bought or listed).
 */
export const spuStatus = defineMachine({
  initial: 'developing',
  states: { developing, reviewing: { label: '待审核', color: 'orange' }, ...sellingStates },
  transitions: {
    submit: { label: '提交审核', from: ['developing'], to: 'reviewing' },
    approve: { label: '审核通过', from: ['reviewing'], to: 'on_sale', permission: 'review' },
    reject: { label: '驳回', from: ['reviewing'], to: 'developing', permission: 'review' },
    ...windDown,
    retire: { label: '淘汰', from: ['suspended', 'clearance'], to: 'retired' },
  },
});

/**
 * A SKU's life, under its SPU's: a SKU is sold once its SPU passes review (开发中 → 在售) and can be stopped,
 * cleared or retired on its own (one colour discontinued while the others sell on).
 */
export const skuStatus = defineMachine({
  initial: 'developing',
  states: { developing, ...sellingStates },
  transitions: {
    launch: { label: '上架在售', from: ['developing'], to: 'on_sale' },
    ...windDown,
    retire: { label: '淘汰', from: ['developing', 'suspended', 'clearance'], to: 'retired' },
  },
});

/** The SKU transition an SPU transition carries down to its SKUs (those in the transition's `from` states). */
export const skuFollowsSpu: Record<string, string> = {
  approve: 'launch',
  suspend: 'suspend',
  resume: 'resume',
  clear: 'clear',
  retire: 'retire',
};
