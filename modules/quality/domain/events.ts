import { changedEvent } from '@entrepot/entity';
import { inspection, ratio } from '../entities/index.ts';

/**
 * Events the quality area publishes through the outbox, in the transaction of the change, with the engine's one
 * change shape `{ids, action}` (EntityChanged): an inspection made, edited or moved along its states (提交, 完成,
 * 放行…), a sampling ratio written — for goods in (a receipt held for inspection) and caches of either.
 */
export const qualityEvents = {
  inspectionChanged: changedEvent(inspection),
  ratioChanged: changedEvent(ratio),
} as const;
