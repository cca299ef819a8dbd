// The 1688 mappings' service, sharing the product master data's registry (answers carry the SKU's code; an
// import finds SKUs by code), and the write rules every writer applies (form, import, seed); one 默认 per SKU is
// the field's declaration (`onePer`).
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { EntityService, type WriteRules } from '@entrepot/server-kit/entity';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alibabaMap, offerUrl } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';
import { catalogueServices } from '../services.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';

type Row = Record<string, unknown>;

/** The key one active mapping holds: `offer_id:spec_id` (the offer id is digits, so the first colon splits). */
export const activeKeyOf = (offerId: unknown, specId: unknown) => `${String(offerId)}:${specId == null ? '' : String(specId)}`;

/** `1688商品 123 规格 abc`, as refusals name a pair. */
export const offerName = (row: Row) => `1688商品 ${String(row.offer_id)}${row.spec_id ? ` 规格 ${String(row.spec_id)}` : ''}`;

async function skuOf(exec: Executor, id: unknown): Promise<{ code: string; status: string }> {
  const [row] = await exec
    .select({ code: skus.code, status: skus.status })
    .from(skus)
    .where(eq(skus.id, String(id)))
    .limit(1);
  if (!row) throw invalid('sku_id', 'SKU不存在');
  if (row.status === 'retired') throw invalid('sku_id', `SKU ${row.code} 已淘汰，不能关联1688商品`);
  return row;
}

/** The SKU code another active mapping of this pair is linked to, if any. */
async function holderOf(exec: Executor, key: string, except: string | undefined): Promise<string | null> {
  const [row] = await exec
    .select({ sku_code: alibabaMaps.sku_code })
    .from(alibabaMaps)
    .where(and(sql`lower(${alibabaMaps.active_key}) = lower(${key})`, except ? ne(alibabaMaps.id, except) : undefined))
    .limit(1);
  return row?.sku_code ?? null;
}

export function alibabaMapRules(): WriteRules<typeof alibabaMap> {
  return {
    async derive(exec, input, before) {
      const merged = { ...before, ...input };
      const derived: Row = { offer_url: offerUrl(String(merged.offer_id)) };
      if (!before || 'sku_id' in input) derived.sku_code = (await skuOf(exec, merged.sku_id)).code;
      if (!before || 'unit_ratio' in input) derived.unit_ratio = input.unit_ratio ?? 1;
      if (!before || before.status === 'active') derived.active_key = activeKeyOf(merged.offer_id, merged.spec_id);
      return derived;
    },
    async check(exec, after, before) {
      if (before?.status === 'off') return `${offerName(before)} 的映射已解除，不能修改；重新关联请新增映射`;
      const holder = after.active_key ? await holderOf(exec, String(after.active_key), before?.id) : null;
      return holder ? `${offerName(after)} 已关联SKU ${holder}，请先解除关联` : null;
    },
    outOfScope: '只能维护自己创建的1688映射',
  };
}

/** The catalogue's services with the 1688 mappings' in the same registry. */
export function alibabaMapServices() {
  const catalogue = catalogueServices();
  catalogue.registry.add(alibabaMap, alibabaMaps);
  const service = new EntityService(alibabaMap, alibabaMaps, catalogue.registry);
  return { catalogue, alibabaMap: service.withRules(alibabaMapRules()) };
}

export type AlibabaMapServices = ReturnType<typeof alibabaMapServices>;
