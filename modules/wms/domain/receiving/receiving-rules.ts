// The receiving rules (README "Goods in"), pure: what a scan means, how much may be counted, what an inspection
// and a put-away may say, and which exceptions a confirmation raises. The commands in ../../server/receiving
// read the records, ask these, then write.

/** Units beyond what is owed a receipt accepts, as a percentage of the order line's owed quantity (rounded down). */
export const OVER_RECEIPT_PERCENT = 10;

export interface CountedLine {
  id: string;
  sku_code: string;
  order_code: string;
  /** Still owed when the line was opened. */
  expected_quantity: number;
  counted_quantity: number;
}

/** A scanned code's line on the receipt: its SKU code in any case; the first line still short of expected first. */
export function lineOfScan<L extends CountedLine>(lines: readonly L[], scanned: string): L | null {
  const code = scanned.trim().toUpperCase();
  const same = lines.filter((l) => l.sku_code.toUpperCase() === code);
  return same.find((l) => l.counted_quantity < l.expected_quantity) ?? same[0] ?? null;
}

/** What an order line still owes at a confirmation, and the most this receipt may count of it. */
export interface Owed {
  /** Ordered − closed, from purchasing. */
  ordered: number;
  /** Kept (counted − rejected) by the other confirmed receipts of the line. */
  taken: number;
  /** 允许超收(%): the supplier's, copied onto the receipt as it opens; OVER_RECEIPT_PERCENT when absent. */
  percent?: number;
}

export const stillOwed = (o: Owed): number => Math.max(0, o.ordered - o.taken);
const percentOf = (o: Owed): number => o.percent ?? OVER_RECEIPT_PERCENT;
export const countLimit = (o: Owed): number => Math.max(0, o.ordered + Math.floor((o.ordered * percentOf(o)) / 100) - o.taken);

/** Why this count of a line cannot be accepted, or null. */
export function countProblem(line: CountedLine, counted: number, owed?: Owed): string | null {
  if (!Number.isSafeInteger(counted) || counted < 0) return `SKU ${line.sku_code} 的实收数量须为不小于0的整数`;
  if (!owed) return null;
  const limit = countLimit(owed);
  if (counted > limit)
    return `超收：SKU ${line.sku_code}（采购单 ${line.order_code}）还欠 ${stillOwed(owed)}，最多可收 ${limit}（允许超收 ${percentOf(owed)}%），实收 ${counted}`;
  return null;
}

export interface InspectedLine extends CountedLine {
  rejected: number;
  reason?: string | null;
}

/** Why an inspection result cannot be taken, or null: failed units within what was counted, a reason for them. */
export function inspectionProblem(line: InspectedLine): string | null {
  const { rejected, counted_quantity: counted } = line;
  if (!Number.isSafeInteger(rejected) || rejected < 0) return `SKU ${line.sku_code} 的不合格数量须为不小于0的整数`;
  if (rejected > counted) return `SKU ${line.sku_code} 的不合格数量 ${rejected} 超过实收数量 ${counted}`;
  if (rejected > 0 && !line.reason?.trim()) return `请填写 SKU ${line.sku_code} 的不合格原因`;
  return null;
}

export interface ShelvedLine {
  sku_code: string;
  qualified_quantity: number;
  put_away_quantity: number;
}

export const leftToShelve = (l: ShelvedLine): number => Math.max(0, l.qualified_quantity - l.put_away_quantity);

/** Why this put-away cannot run, or null. */
export function putawayProblem(line: ShelvedLine, quantity: number): string | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return '上架数量须为正整数';
  const left = leftToShelve(line);
  if (left === 0) return `SKU ${line.sku_code} 已全部上架`;
  if (quantity > left) return `SKU ${line.sku_code} 待上架 ${left}，不能上架 ${quantity}`;
  return null;
}

export type ExceptionKind = 'short' | 'over' | 'wrong_sku' | 'damaged';
export interface ExceptionDraft {
  kind: ExceptionKind;
  lineId: string;
  quantity: number;
  reason: string;
}

/** At confirmation: more than owed (超收, within the tolerance), and — when the receiver says so — what did not come (短少). */
export function confirmationExceptions(lines: readonly (CountedLine & { owed: Owed })[], reportShort: boolean): ExceptionDraft[] {
  return lines.flatMap((l): ExceptionDraft[] => {
    const owed = stillOwed(l.owed);
    if (l.counted_quantity > owed)
      return [{ kind: 'over', lineId: l.id, quantity: l.counted_quantity - owed, reason: `应收 ${owed}，实收 ${l.counted_quantity}` }];
    if (reportShort && l.counted_quantity < l.expected_quantity) {
      return [
        { kind: 'short', lineId: l.id, quantity: l.expected_quantity - l.counted_quantity, reason: `应收 ${l.expected_quantity}，实收 ${l.counted_quantity}` },
      ];
    }
    return [];
  });
}
