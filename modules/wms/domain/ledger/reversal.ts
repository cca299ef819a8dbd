// Pure: the legs of a reversal (冲销) and the words of its refusal. `reverse.ts` loads the originals and
// posts these through the ledger's guards.
import { movementTypeLabels } from '../../entities/stock.ts';
import type { Leg, MovementType, Refusal, Source } from './movements.ts';

const opposite = (n: number) => (n === 0 ? 0 : -n);

/** The original's legs with every change turned round, in the same leg order (the balance rows are the same). */
export const reversalLegs = (legs: readonly Leg[]): Leg[] =>
  legs.map((l) => ({
    warehouseId: l.warehouseId,
    locationId: l.locationId,
    skuId: l.skuId,
    dOnHand: opposite(l.dOnHand),
    dReserved: opposite(l.dReserved),
    dInTransit: opposite(l.dInTransit),
    dQuarantined: opposite(l.dQuarantined),
  }));

/** `收货入库（po_receipt R1 行 1）`: a posting as a person names it. */
export function describePosting(type: MovementType, source: Source): string {
  return `${movementTypeLabels[type] ?? type}（${source.type} ${source.id}${source.line ? ` 行 ${source.line}` : ''}）`;
}

/** A guard's refusal, said of the reversal: `不能冲销 收货入库（…）：可用库存不足：… 可用 3，需要 5`. */
export function reversalRefusal(type: MovementType, source: Source, refusal: Refusal): Refusal {
  if (refusal.kind !== 'conflict') return refusal;
  return { kind: 'conflict', message: `不能冲销 ${describePosting(type, source)}：${refusal.message}` };
}
