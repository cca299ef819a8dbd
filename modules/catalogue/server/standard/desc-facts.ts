// What the description template reads of an SPU, gathered once per SPU: its names, brand, category path,
// season, variant dimensions (values with their English names from 颜色映射 or the attribute values), the
// material and measures of its product standard, and how many SKUs it sells.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { brands, categories, skus, spuOptions, spus } from '../catalogue.schema.ts';
import { attributes, attributeValues, colourMappings, materials } from '../reference.schema.ts';
import type { DescriptionFacts } from './desc-template.ts';
import { productStandards } from './standard.schema.ts';

/** Deeper than the tree allows (4 levels): a cycle never loops forever. */
const MAX_DEPTH = 8;

async function categoryPath(exec: Executor, id: string | null): Promise<DescriptionFacts['category_path']> {
  const path: DescriptionFacts['category_path'] = [];
  let next = id;
  while (next && path.length < MAX_DEPTH) {
    const [row] = await exec
      .select({ name: categories.name, name_en: categories.name_en, parent_id: categories.parent_id })
      .from(categories)
      .where(eq(categories.id, next));
    if (!row) break;
    path.unshift({ name: row.name, name_en: row.name_en });
    next = row.parent_id;
  }
  return path;
}

/** English names of option values: a colour's 英文颜色, else the attribute value's 英文值 (attribute = the dimension). */
async function englishValues(exec: Executor, options: { dimension: string; value: string }[]): Promise<Map<string, string>> {
  const key = (dimension: string, value: string) => `${dimension}\u0000${value}`;
  const out = new Map<string, string>();
  if (options.length === 0) return out;
  const values = [...new Set(options.map((o) => o.value))];
  const fromAttributes = await exec
    .select({ dimension: attributes.name, value: attributeValues.value, en: attributeValues.value_en })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attribute_id))
    .where(and(inArray(attributeValues.value, values), sql`${attributeValues.value_en} is not null`));
  for (const r of fromAttributes) out.set(key(r.dimension, r.value), r.en!); // value_en is not null, as asked
  const colours = await exec
    .select({ colour: colourMappings.colour, en: colourMappings.colour_en })
    .from(colourMappings)
    .where(inArray(colourMappings.colour, values));
  for (const c of colours) out.set(key('颜色', c.colour), c.en);
  return out;
}

/** The facts of one SPU (null when it does not exist). */
export async function descriptionFacts(exec: Executor, spuId: string): Promise<DescriptionFacts | null> {
  const [spu] = await exec.select().from(spus).where(eq(spus.id, spuId));
  if (!spu) return null;
  // One query after the other: the facts are read inside the generating transaction (one connection).
  const options = await exec
    .select({ dimension: spuOptions.dimension, value: spuOptions.value })
    .from(spuOptions)
    .where(eq(spuOptions.spu_id, spuId))
    .orderBy(asc(spuOptions.position), asc(spuOptions.id));
  const [brand] = spu.brand_id ? await exec.select({ name: brands.name, name_en: brands.name_en }).from(brands).where(eq(brands.id, spu.brand_id)) : [];
  const path = await categoryPath(exec, spu.category_id);
  const [standard] = await exec
    .select({
      composition: productStandards.composition,
      length: productStandards.length,
      width: productStandards.width,
      height: productStandards.height,
      weight: productStandards.weight,
      material: materials.name,
      material_en: materials.name_en,
    })
    .from(productStandards)
    .leftJoin(materials, eq(materials.id, productStandards.material_id))
    .where(eq(productStandards.owner_id, spuId));
  const [counted] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(skus)
    .where(and(eq(skus.spu_id, spuId), ne(skus.status, 'retired')));
  const english = await englishValues(exec, options);
  const dimensions: DescriptionFacts['dimensions'] = [];
  for (const o of options) {
    const d = dimensions.find((x) => x.name === o.dimension) ?? { name: o.dimension, values: [] };
    if (!dimensions.includes(d)) dimensions.push(d);
    d.values.push({ value: o.value, en: english.get(`${o.dimension}\u0000${o.value}`) ?? null });
  }
  const measured = standard?.length && standard.width && standard.height;
  return {
    name: spu.name,
    name_en: spu.name_en,
    brand: brand ? { name: brand.name, name_en: brand.name_en } : null,
    category_path: path,
    season: spu.season,
    dimensions,
    material: standard?.material ? { name: standard.material, name_en: standard.material_en } : null,
    composition: standard?.composition ?? null,
    size: measured ? { length: String(standard.length), width: String(standard.width), height: String(standard.height) } : null,
    weight: standard?.weight ?? null,
    sku_count: Number(counted?.n ?? 0),
  };
}
