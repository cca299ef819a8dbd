// `spu/confirmdesc` `{spu_id, title?, bullets?, body?, version?}`: the SPU's draft, with the user's edits, confirmed
// (by whom, when); its text becomes the SPU's 商品描述. Refused: an SPU without a draft. The server
// (../server/standard/desc.commands.ts) locks the SPU, reads its draft, updates it as decided here, then writes its
// text onto the SPU (audited) and announces the change.
import { type Refusal, refuseConflict } from './refusal.ts';

type Row = Record<string, unknown>;

export interface ConfirmDescriptionState {
  /** The SPU's draft, as read; null when it has none. */
  draft: { id: string } | null;
}

export interface ConfirmDescriptionInput {
  /** The user's edits of the draft (title, bullets, body, version), as parsed; none from a batch. */
  edits: Row;
  /** Who confirms (the actor's id), and when. */
  by: string;
  at: Date;
}

export interface DraftConfirmation {
  update: string;
  fields: Row;
  extra: { status: 'confirmed'; confirmed_at: Date; confirmed_by: string };
}

export function decideConfirmDescription({ draft }: ConfirmDescriptionState, input: ConfirmDescriptionInput): DraftConfirmation | Refusal {
  if (!draft) return refuseConflict('该SPU还没有商品描述草稿，请先生成');
  return { update: draft.id, fields: input.edits, extra: { status: 'confirmed', confirmed_at: input.at, confirmed_by: input.by } };
}
