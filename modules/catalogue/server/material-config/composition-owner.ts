// Whose composition `material/config/{kind}/{id}` addresses: an SPU, or a SKU through its SPU — both under
// the SPU's data rules (a hidden one answers 10404 like a missing one), and the read or write code of the kind.
import { hasAnyPermission } from '@entrepot/contract';
import { forbidden, notFound, parse, type RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type CompositionOwner, compositionOwners, sku, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';

export interface Owner {
  type: CompositionOwner;
  id: string;
  code: string;
  name: string;
  spu_id: string;
  spu_code: string;
}

const KINDS = compositionOwners.map((o) => o.value) as [CompositionOwner, ...CompositionOwner[]];
const params = z.object({
  kind: z.enum(KINDS, '对象类型只能是 spu 或 sku'),
  id: z.uuid('记录编号不正确'),
});

/** `{kind, id}` of the path, and the caller holding the kind's code (`catalogue.spu.read`, `catalogue.sku.update`…). */
export function ownerParams(raw: unknown, user: RequestUser, action: 'read' | 'update'): { kind: CompositionOwner; id: string } {
  const p = parse(params, raw ?? {});
  if (!hasAnyPermission(user.isAdmin, user.permissions, (p.kind === 'spu' ? spu : sku).permission(action))) throw forbidden();
  return p;
}

/** The SPU or SKU when the caller's SPU data rules show it. */
export async function findOwner(exec: Executor, kind: CompositionOwner, id: string, spuScope: SQL | undefined): Promise<Owner> {
  const head = { id: spus.id, code: spus.code, name: spus.name };
  const query =
    kind === 'spu'
      ? exec
          .select({ ...head, spu_id: spus.id, spu_code: spus.code })
          .from(spus)
          .where(and(eq(spus.id, id), spuScope))
      : exec
          .select({ id: skus.id, code: skus.code, name: skus.name, spu_id: spus.id, spu_code: spus.code })
          .from(skus)
          .innerJoin(spus, eq(spus.id, skus.spu_id))
          .where(and(eq(skus.id, id), spuScope));
  const [row] = await query;
  if (!row) throw notFound(kind === 'spu' ? 'SPU' : 'SKU');
  return { type: kind, ...(row as Omit<Owner, 'type'>) };
}
