import { conflict, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import { inspection } from '../entities/index.ts';
import { inspections } from './quality.schema.ts';
import type { QualityServices } from './services.ts';

/** 放行: a buyer lets a failed inspection's order be received, with the reason on record (the route and the demo seed). */
export async function releaseInspection(tx: Tx, s: QualityServices, id: string, reason: string, actor: Actor) {
  const [row] = await tx.select().from(inspections).where(eq(inspections.id, id)).for('update');
  if (!row) throw notFound(inspection.label);
  if (row.result !== 'fail') throw conflict(`质检单 ${row.code} 检验结果不是不合格，无需放行`);
  await tx.update(inspections).set({ release_reason: reason }).where(eq(inspections.id, id));
  return s.inspection.transition(tx, id, 'status', 'release', actor);
}
