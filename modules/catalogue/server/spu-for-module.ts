// Another module's way to make an SPU with its SKU matrix (public.ts): purchasing's 生成SPU from a supplier's
// item. The SPU create's own checks (code, options, fields) and permission, in the caller's transaction.
import { hasAnyPermission } from '@entrepot/contract';
import { forbidden, parse, type RequestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { createSchema } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import type { OptionRow } from '../domain/sku-matrix.ts';
import { type SkuOptionValue, spu } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { catalogueServices, type Publisher } from './services.ts';
import { checkOptions } from './sku-matrix.commands.ts';
import { checkSpuCode, createSpuWithSkus } from './spu.commands.ts';

export interface NewSpu {
  /** Blank: the next SPU code. */
  code?: string;
  name: string;
  category_id: string;
  options: OptionRow[];
  /** The cost every SKU starts with, decimal yuan. */
  cost_price?: string;
}

export interface MadeSpu {
  id: string;
  code: string;
  skus: { id: string; code: string; option_values: SkuOptionValue[] }[];
}

let services: ReturnType<typeof catalogueServices> | undefined;

/** Creates the SPU and its SKUs as `user` (who needs SPU新增), announcing the new SKUs through `publisher`. */
export async function createSpuFor(tx: Tx, input: NewSpu, user: RequestUser, publisher?: Publisher): Promise<MadeSpu> {
  if (!hasAnyPermission(user.isAdmin, user.permissions, spu.permission('create'))) throw forbidden('生成SPU需要SPU新增权限');
  services ??= catalogueServices();
  checkSpuCode(input.code);
  const { cost_price, ...fields } = input;
  const parsed = parse(createSchema(spu), Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''))) as Record<string, unknown>;
  checkOptions(parsed.options as OptionRow[] | undefined);
  const actor = { id: user.id, name: user.name };
  const made = await createSpuWithSkus(tx, services, { input: parsed, defaults: cost_price ? { cost_price } : {}, actor }, publisher);
  const rows = await tx.select({ id: skus.id, code: skus.code, option_values: skus.option_values }).from(skus).where(eq(skus.spu_id, made.id));
  return { id: made.id, code: String(made.code), skus: rows.map((r) => ({ ...r, option_values: r.option_values ?? [] })) };
}
