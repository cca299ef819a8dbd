// `spu/changecategory` `{ids, category_id}` (and the 卡卡 category import): SPUs moved to a category, each one not
// there yet; the SKUs' copied category_id follows. Refused: a category that does not exist. The server
// (../server/spu-batch.commands.ts) reads the category and locks the SPUs named, then moves the ones decided here
// (each audited), sets their SKUs' category and announces the move, all in one transaction.
import { type Refusal, refuseField } from './refusal.ts';

export interface MoveSpusToCategoryInput {
  category_id: string;
}

export interface MoveSpusToCategoryState {
  /** Whether the category named exists. */
  category: boolean;
  /** The SPUs named (each once), with their category now. */
  spus: readonly { id: string; category_id: string | null }[];
}

export interface SpusMove {
  category_id: string;
  /** The SPUs moved (their SKUs with them), in the order read. */
  moving: string[];
  /** How many were in the category already. */
  unchanged: number;
}

export function decideMoveSpusToCategory({ category, spus }: MoveSpusToCategoryState, input: MoveSpusToCategoryInput): SpusMove | Refusal {
  if (!category) return refuseField('category_id', '分类不存在');
  const moving = spus.filter((spu) => spu.category_id !== input.category_id).map((spu) => spu.id);
  return { category_id: input.category_id, moving, unchanged: spus.length - moving.length };
}
