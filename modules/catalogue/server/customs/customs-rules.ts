// The write rules of the customs master data, applied by every writer (the derived routes and the imports):
// 申报要素 unique per HS code by name and by position, positions fixed once declared names use them;
// 报关品名 unique per HS code, its 申报要素 values checked against the HS code's elements, its value range
// in order, and not deleted while SKUs' customs data names it.
import { toScaled } from '@entrepot/entity';
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, count, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import { type customsElement, type customsGoods, ELEMENT_SEPARATOR } from '../../entities/index.ts';
import { skuCustomsTable } from '../sku-extras.schema.ts';
import { customsElements, customsGoodsTable } from './customs.schema.ts';

const str = (v: unknown) => String(v ?? '');
const notSelf = (column: Parameters<typeof ne>[0], before: { id: string } | null) => (before ? ne(column, before.id) : undefined);

/** The elements of an HS code in their order. */
export async function elementsOf(exec: Executor, hsCode: string) {
  return exec
    .select({ name: customsElements.name, mandatory: customsElements.mandatory, hint: customsElements.hint, sort: customsElements.sort })
    .from(customsElements)
    .where(eq(customsElements.hs_code, hsCode))
    .orderBy(asc(customsElements.sort), asc(customsElements.id));
}

/** How many declared names are filled in by an HS code's elements. */
async function goodsUsing(exec: Executor, hsCode: string): Promise<number> {
  const [row] = await exec.select({ n: count() }).from(customsGoodsTable).where(eq(customsGoodsTable.hs_code, hsCode));
  return Number(row?.n ?? 0);
}

export const elementRules: WriteRules<typeof customsElement> = {
  check: async (exec, after, before) => {
    const hs = str(after.hs_code);
    const same = (condition: SQL) =>
      exec
        .select({ name: customsElements.name })
        .from(customsElements)
        .where(and(eq(customsElements.hs_code, hs), condition, notSelf(customsElements.id, before)))
        .limit(1)
        .then((r) => r[0]?.name);
    if (await same(sql`lower(${customsElements.name}) = lower(${str(after.name)})`)) return `HS编码 ${hs} 已有申报要素「${str(after.name)}」`;
    // Declared names keep their values by position: a position they use cannot move or appear before them.
    const moved = before && (before.hs_code !== hs || Number(before.sort) !== Number(after.sort));
    const usedHs = before ? before.hs_code : hs;
    const goods = moved || !before ? await goodsUsing(exec, usedHs) : 0;
    if (goods > 0 && moved) return `HS编码 ${usedHs} 已有${goods}个报关品名按这些申报要素填写，不能修改要素的HS编码或序号`;
    if (goods > 0 && !before) {
      const [last] = await exec
        .select({ sort: max(customsElements.sort) })
        .from(customsElements)
        .where(eq(customsElements.hs_code, hs));
      const lastSort = Number(last?.sort ?? 0);
      if (Number(after.sort) <= lastSort) return `HS编码 ${hs} 已有报关品名，新要素只能排在最后（序号须大于${lastSort}）`;
    }
    const taken = await same(eq(customsElements.sort, Number(after.sort)));
    return taken ? `HS编码 ${hs} 的序号 ${str(after.sort)} 已被「${taken}」使用` : null;
  },
  inUse: async (exec, record) => {
    const goods = await goodsUsing(exec, record.hs_code);
    return goods > 0 ? `HS编码 ${record.hs_code} 已有${goods}个报关品名使用这些申报要素，不能删除` : null;
  },
};

/** `a|b|c` split into the HS code's elements (missing trailing values blank), or the refusal. */
export function elementValues(text: unknown, elements: { name: string; mandatory: boolean | null }[]): string[] | string {
  const parts =
    str(text) === ''
      ? []
      : str(text)
          .split(ELEMENT_SEPARATOR)
          .map((p) => p.trim());
  const names = elements.map((e) => e.name).join(ELEMENT_SEPARATOR);
  if (parts.length > elements.length) return `申报要素最多${elements.length}项（${names}），以“${ELEMENT_SEPARATOR}”分隔`;
  const values = elements.map((_, i) => parts[i] ?? '');
  const missing = elements.find((e, i) => e.mandatory !== false && values[i] === '');
  return missing ? `请填写申报要素「${missing.name}」（${names}）` : values;
}

export const goodsRules: WriteRules<typeof customsGoods> = {
  derive: async (exec, input, before) => {
    if (before && !('hs_code' in input) && !('elements' in input)) return {};
    const hs = str(input.hs_code ?? before?.hs_code);
    const elements = await elementsOf(exec, hs);
    if (elements.length === 0) throw invalid('hs_code', `HS编码 ${hs} 未维护申报要素，请先添加申报要素`);
    const values = elementValues('elements' in input ? input.elements : before?.elements, elements);
    if (typeof values === 'string') throw invalid('elements', values);
    return { elements: values.join(ELEMENT_SEPARATOR) };
  },
  check: async (exec, after, before) => {
    const [low, high] = [after.min_value, after.max_value].map((v) => (v == null || v === '' ? null : toScaled(str(v), 2)));
    if (low != null && high != null && low > high) return '最低申报价值不能高于最高申报价值';
    const hs = str(after.hs_code);
    const [twin] = await exec
      .select({ id: customsGoodsTable.id })
      .from(customsGoodsTable)
      .where(and(eq(customsGoodsTable.hs_code, hs), sql`lower(${customsGoodsTable.name}) = lower(${str(after.name)})`, notSelf(customsGoodsTable.id, before)))
      .limit(1);
    return twin ? `HS编码 ${hs} 已有报关品名「${str(after.name)}」` : null;
  },
  inUse: (exec, record) =>
    usedBy(
      exec,
      skuCustomsTable,
      and(eq(skuCustomsTable.hs_code, record.hs_code), sql`lower(${skuCustomsTable.declared_name}) = lower(${record.name})`),
      `报关品名「${record.name}」已被SKU的报关信息使用，不能删除`,
    ),
};
