// `spu/fastgenerationdesc` `{spu_ids, lang?, overwrite?}`: SPU by SPU, the template's text generated and confirmed
// (the draft written as generationdesc does, then ./confirm-description.command.ts), except over a description that was
// ever confirmed — a person's text — unless asked to overwrite. The server (../server/standard/desc.commands.ts)
// reads each SPU's code, then in its own transaction locks it, reads its draft and does what is decided here.

export interface FastDescriptionState {
  /** The SPU's draft, as read; null when it has none. */
  draft: { confirmed_at: unknown } | null;
}

/** Whether the SPU's description is generated and confirmed, or left alone. */
export function decideFastDescription({ draft }: FastDescriptionState, input: { overwrite: boolean }): 'describe' | 'skip' {
  if (draft?.confirmed_at && !input.overwrite) return 'skip';
  return 'describe';
}

export interface FastOutcome {
  spu_id: string;
  code: string | null;
  status: 'confirmed' | 'skipped' | 'failed';
  message?: string;
}

/** What one SPU came to: described, left alone, or failed (the error's message). */
export type FastResult = 'confirmed' | 'skipped' | { failed: string };

export interface FastReport {
  confirmed: number;
  skipped: number;
  failed: number;
  items: FastOutcome[];
}

/** The batch's answer, in the order asked, each SPU with its code (null: not found). */
export function decideFastReport(results: readonly { spu_id: string; code: string | null; result: FastResult }[]): FastReport {
  const items = results.map(({ spu_id, code, result }): FastOutcome => {
    if (typeof result === 'object') return { spu_id, code, status: 'failed', message: result.failed };
    return { spu_id, code, status: result, ...(result === 'skipped' ? { message: '已有确认的商品描述' } : {}) };
  });
  const total = (status: FastOutcome['status']) => items.filter((i) => i.status === status).length;
  return { confirmed: total('confirmed'), skipped: total('skipped'), failed: total('failed'), items };
}
