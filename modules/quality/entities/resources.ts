// The quality area's HTTP surface and screens, declared once (spec 001 §7 "Quality", `/api-quality/api/v1/quality`):
// one inspection entity served at the spec's segments — `main` every stage, `initial`, `mid`, `endterm` and our
// `meeting` one stage each (their bindings' `fixed: { stage }` narrows the list and sets the stage of a create) — and the ratio.
import { defineResource, type Resource } from '@entrepot/entity';
import { type InspectionStage, inspection, ratio } from './inspection.entity.ts';

export const SERVICE = '/api-quality';
export const BASE = '/api/v1/quality';

/**
 * One segment of inspections: 完成 and 重新检验 as derived transitions (放行 asks a reason: server/routes.ts); the
 * stages' own segments leave export and import to `main`.
 */
const at = (segment: string, url: string, menu: string, files = false) =>
  defineResource({
    entity: inspection,
    service: SERVICE,
    base: BASE,
    segment,
    style: 'index',
    transitions: ['complete', 'reopen'],
    files,
    screen: { url, menu },
  });

/** Each stage's resource, by stage: its segment and screen (routes.tsv). */
export const stageResources: Record<InspectionStage, Resource<typeof inspection>> = {
  meeting: at('meeting', '/quality/pre-production', '产前会'),
  initial: at('initial', '/quality/early-production', '初期验货'),
  mid: at('mid', '/quality/mid-production', '中期验货'),
  endterm: at('endterm', '/quality/late-production', '尾期验货'),
};

export const qualityResources = {
  /** 质检单 of every stage: `main/index|create|detail/{id}|update/{id}|delete/{id}|logs/{id}|export|import`. */
  inspection: at('main', '/quality/inspection', '质检单', true),
  ...stageResources,
  /** 抽检比例 (`ratio/index|create|update/{id}…`; `ratio/calculate` in server/ratio.ts). */
  ratio: defineResource({
    entity: ratio,
    service: SERVICE,
    base: BASE,
    segment: 'ratio',
    style: 'index',
    screen: { url: '/quality/system-setting', menu: '抽检比例' },
  }),
};
