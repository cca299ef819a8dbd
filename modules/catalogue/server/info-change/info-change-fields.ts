// Each changeable field's rules (entities/info-change.entity.ts INFO_CHANGE_FIELDS): its current value read
// from the SPU or SKU row, a new value checked by the SPU's or SKU's own field rules (money and weight as
// decimal strings, required names, lengths, sanitised HTML), and how both read to people (the brand's name,
// 夏季, the description's text).
import type { Executor } from '@entrepot/server-kit/db';
import { updateSchema } from '@entrepot/server-kit/entity';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { type InfoChangeField, infoChangeFields, seasons, sku, spu } from '../../entities/index.ts';
import { brands, skus } from '../catalogue.schema.ts';
import { sameValue } from '../import-env.ts';

type Row = Record<string, unknown>;

const byKey = new Map<string, InfoChangeField>(infoChangeFields.map((f) => [f.key, f]));
export const fieldOf = (key: string): InfoChangeField | undefined => byKey.get(key);
/** The field by its key (`sku.sale_price`) or its label (`销售价`): how a spreadsheet may name it. */
export const fieldNamed = (name: string): InfoChangeField | undefined => byKey.get(name) ?? infoChangeFields.find((f) => f.label === name);

const schemas = { spu: updateSchema(spu), sku: updateSchema(sku) };
const fieldSchema = (f: InfoChangeField) => (schemas[f.target].shape as Record<string, z.ZodType>)[f.field]!;

/** A stored value as a line keeps it: a string, or null when empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

export const sameText = (a: string | null, b: string | null) => sameValue(a, b);

/** The places a money or decimal field stores (`69.9` is kept as the SKU keeps it: `69.90`), else null. */
function scaleOf(f: InfoChangeField): number | null {
  const declared = (f.target === 'spu' ? spu : sku).fields[f.field as never] as { type: string; scale?: number } | undefined;
  if (declared?.type === 'money') return 2;
  return declared?.type === 'decimal' ? (declared.scale ?? null) : null;
}

/** A decimal text padded to `scale` places (it passed the field's check: never more places than that). */
const atScale = (text: string, scale: number) => {
  const [whole, fraction = ''] = text.split('.');
  return scale === 0 ? whole! : `${whole}.${fraction.padEnd(scale, '0')}`;
};

/** The new value as the field writes it, or the field's own refusal. */
export function checkValue(f: InfoChangeField, raw: unknown): { value: string | null } | { error: string } {
  const parsed = fieldSchema(f).safeParse(raw === '' ? null : raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? `${f.label}格式不正确` };
  const value = valueText(parsed.data);
  const scale = scaleOf(f);
  return { value: value !== null && scale !== null ? atScale(value, scale) : value };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How a value reads: brand names from `brandNames`, season labels, the description's text (500 characters at most). */
export function displayOf(f: InfoChangeField, value: string | null, brandNames: Map<string, string>): string | null {
  if (value === null) return null;
  let text = value;
  if (f.key === 'spu.brand_id') text = brandNames.get(value) ?? value;
  else if (f.key === 'spu.season') text = seasons.find((s) => s.value === value)?.label ?? value;
  else if (f.key === 'spu.description') text = plain(value);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/** The names of these brands, and whether each is enabled. */
export async function brandsOf(exec: Executor, ids: string[]): Promise<Map<string, { name: string; enabled: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await exec.select({ id: brands.id, name: brands.name, status: brands.status }).from(brands).where(inArray(brands.id, ids));
  return new Map(rows.map((b) => [String(b.id), { name: String(b.name), enabled: b.status === 'enabled' }]));
}

/** Which SKU (other than `exceptId`) holds this barcode, if any. */
export async function barcodeHolder(exec: Executor, barcode: string, exceptId: string): Promise<string | null> {
  const [holder] = await exec
    .select({ code: skus.code })
    .from(skus)
    .where(and(eq(skus.barcode, barcode), ne(skus.id, exceptId)))
    .limit(1);
  return holder ? String(holder.code) : null;
}

/** The current value of the field on its SPU or SKU row. */
export const currentOf = (f: InfoChangeField, row: Row): string | null => valueText(row[f.field]);
