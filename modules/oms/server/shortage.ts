// 缺货跟踪 (README "Screens"): operations record what is being done about a package's missing stock. Only
// packages still 缺货 (40) are tracked; the change is in each package's operation log.
import { conflict } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shortageStatuses } from '../entities/index.ts';
import { packages } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

export const shortageTrack = z.object({
  shortage_status: z.enum(
    shortageStatuses.map((s) => s.value),
    '请选择跟踪状态',
  ),
  shortage_note: z.string('跟踪备注不正确').trim().max(300, '跟踪备注最长300个字符').optional(),
});

/** Sets the tracking status and note of the packages; refused, naming them, when some are no longer 缺货. */
export async function trackShortages(tx: Tx, s: OmsServices, ids: string[], input: z.infer<typeof shortageTrack>, actor: Actor): Promise<{ tracked: number }> {
  const found = await tx.select({ id: packages.id, code: packages.code, status: packages.status }).from(packages).where(inArray(packages.id, ids));
  const moved = found.filter((p) => p.status !== '40').map((p) => p.code);
  if (moved.length) throw conflict(`包裹 ${moved.join('、')} 已不是缺货状态，请刷新后重试`);
  for (const { id } of found) await s.package.update(tx, id, { shortage_status: input.shortage_status, shortage_note: input.shortage_note ?? '' }, actor);
  return { tracked: found.length };
}
