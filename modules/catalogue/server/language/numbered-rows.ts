// A list of rows in a request body, each row checked on its own so a refusal names its row
// (`skus: 第2行: SKU标题最多200个字符`), as the engine's child rows do.
import { invalid } from '@entrepot/server-kit';
import type { z } from 'zod';

/** A refusal naming the row (0-based index, said 1-based) of a list field. */
export const rowInvalid = (field: string, index: number, rule: string) => invalid(field, `第${index + 1}行: ${rule}`);

export function parseRows<S extends z.ZodType>(field: string, row: S, items: unknown, max: number): z.infer<S>[] {
  if (!Array.isArray(items)) throw invalid(field, '必须是列表');
  if (items.length > max) throw invalid(field, `最多${max}行`);
  return items.map((item, i) => {
    const parsed = row.safeParse(item ?? {});
    if (!parsed.success) throw rowInvalid(field, i, parsed.error.issues[0]?.message ?? '格式不正确');
    return parsed.data;
  });
}
