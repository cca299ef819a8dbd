// `collection/collect` `{ids}`: each link read by the collector, then each record moved — 已采集 with the figures
// read, or 采集失败 with the reason. Refused before any link is read: a record 已转需求 or 已忽略. The server
// (../server/collection/collection-commands.ts) reads the records, calls the collector outside the transaction,
// then writes the moves decided here (each audited as `collect`, stamped collected_at) in one transaction.
import { type Refusal, refuseConflict } from './refusal.ts';

/** The statuses a record is collected (again) from: 待采集, 已采集, 采集失败. */
export const COLLECTABLE: readonly string[] = ['pending', 'collected', 'failed'];

export interface CollectListingsState {
  /** The records named (each once), in the order read. */
  records: readonly { id: string; code: string; status: string; url: string }[];
}

/** What the collector read of one record's link: the listing's figures, or why it could not be read. */
export type ListingRead<L extends object> = L | { error: string };

/** Each record moved from `from`, in the order read: to 已采集 with the figures, or to 采集失败 with the reason. */
export interface CollectMoves<L extends object> {
  from: readonly string[];
  action: 'collect';
  moves: ({ id: string; to: 'collected'; extra: L & { fail_reason: null } } | { id: string; to: 'failed'; extra: { fail_reason: string } })[];
  collected: number;
  failed: number;
}

/** The links to read, in the order read; or the refusal of records closed already (已转需求, 已忽略). */
export function decideCollectListings({ records }: CollectListingsState): { read: { id: string; url: string }[] } | Refusal {
  const closed = records.filter((r) => !COLLECTABLE.includes(r.status));
  if (closed.length) return refuseConflict(`以下采集记录已转需求或已忽略，不能采集：${closed.map((r) => r.code).join('、')}`);
  return { read: records.map((r) => ({ id: r.id, url: r.url })) };
}

/** What the links read come to: each record's move, and how many were read and how many failed. */
export function collectedMoves<L extends object>(reads: readonly { id: string; result: ListingRead<L> }[]): CollectMoves<L> {
  const moves = reads.map(({ id, result }): CollectMoves<L>['moves'][number] =>
    'error' in result ? { id, to: 'failed', extra: { fail_reason: result.error } } : { id, to: 'collected', extra: { ...result, fail_reason: null } },
  );
  const collected = moves.filter((m) => m.to === 'collected').length;
  return { from: COLLECTABLE, action: 'collect', moves, collected, failed: moves.length - collected };
}
