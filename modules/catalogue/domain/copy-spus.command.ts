// `spu/batchcopy` `{items: [{from, to?}]}`: several SPUs copied, each by the single copy command
// (`spu/copy/{from}/{to}`, in its own transaction), one refused copy leaving the others done. Decided here: the
// letters a copy left without a code draws its code from (TS020 → the next free TS code), and the answer saying
// which were copied and why the others were not. The server (../server/spu-batch.commands.ts) reads the source,
// runs each copy and hands over what each came to.

/** The letters of an SPU code the next free code of a copy is drawn from: TS020 → TS. */
export const copyCodePrefix = (sourceCode: string): string => sourceCode.replace(/\d+$/, '');

/** What one copy came to: the new SPU, or the copy's refusal (a field's rule, or the error's message). */
export type CopyResult = { id: string } | { refused: { rule?: string; message: string } };

export interface CopyOutcome {
  from: string;
  to: string | null;
  id?: string;
  message?: string;
}

export interface CopyReport {
  copied: number;
  failed: number;
  items: CopyOutcome[];
}

/** The batch's answer, in the order asked: a refusal reads as the field's rule, without the field's name. */
export function decideCopyReport(results: readonly { from: string; to: string | null; result: CopyResult }[]): CopyReport {
  const items = results.map(({ from, to, result }): CopyOutcome => {
    if ('id' in result) return { from, to, id: result.id };
    return { from, to, message: result.refused.rule ?? result.refused.message };
  });
  const copied = items.filter((o) => o.id).length;
  return { copied, failed: items.length - copied, items };
}
