// The palette finds suppliers by code or name and quotations by number — within the reader's data rules.
import { hasAnyPermission } from '@entrepot/contract';
import type { ModuleContext, SearchHit } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import { rowScope } from '@entrepot/server-kit/entity';
import { and, ilike, or } from 'drizzle-orm';
import { quotation, supplier } from '../entities/index.ts';
import { quotations, suppliers } from './purchase.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function searchPurchase(q: string, user: RequestUser, { database }: ModuleContext): Promise<SearchHit[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const like = `%${escapeLike(text)}%`;
  const hits: SearchHit[] = [];
  if (hasAnyPermission(user.isAdmin, user.permissions, supplier.permission('read'))) {
    const rows = await database.db
      .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
      .from(suppliers)
      .where(and(or(ilike(suppliers.code, like), ilike(suppliers.name, like)), rowScope(supplier, suppliers, user.access)))
      .orderBy(suppliers.code)
      .limit(8);
    hits.push(
      ...rows.map((r) => ({
        kind: '供应商',
        code: String(r.code),
        title: String(r.name),
        url: `/purchase/information/supplier?id=${r.id}`, // its detail opens
      })),
    );
  }
  if (hasAnyPermission(user.isAdmin, user.permissions, quotation.permission('read'))) {
    const rows = await database.db
      .select({ id: quotations.id, code: quotations.code })
      .from(quotations)
      .where(and(ilike(quotations.code, like), rowScope(quotation, quotations, user.access)))
      .orderBy(quotations.code)
      .limit(5);
    hits.push(
      ...rows.map((r) => ({
        kind: '报价',
        code: String(r.code),
        title: `报价 ${r.code}`,
        url: `/purchase/information/sku-quotation?id=${r.id}`,
      })),
    );
  }
  return hits;
}
