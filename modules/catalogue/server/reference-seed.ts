// Demo reference data on the first start (main.ts's demo block): attributes with values, tag types with
// tags, materials, colour mappings, package standards, and — for SKUs already there — a package size, a
// tag and a marketplace mapping each; for the first SPUs, five shoot schedules (拍摄排期); six 商品需求 across their states. Written through the services (codes from the counters, audit rows);
// each kind only while its table is empty, so edits and deletions survive a restart.
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor, EntityService } from '@entrepot/server-kit/entity';
import { asc } from 'drizzle-orm';
import { platformOfUrl } from '../entities/index.ts';
import { categories, skus, spus } from './catalogue.schema.ts';
import { fakeCollector } from './collection/collector.ts';
import { seedCustoms } from './customs/customs-seed.ts';
import { seedProductFields } from './product-field/field-seed.ts';
import { COLOUR_ATTRIBUTE } from './reference-lookups.ts';
import { type ReferenceServices, referenceServices } from './reference-services.ts';
import { demoActor } from './services.ts';

type Row = Record<string, unknown>;
const COLOURS: [string, string, string][] = [
  ['黑色', 'Black', '#000000'],
  ['白色', 'White', '#FFFFFF'],
  ['红色', 'Red', '#D0021B'],
  ['藏青色', 'Navy', '#1F2A44'],
  ['灰色', 'Grey', '#9B9B9B'],
];
const values = (list: string[][]) => list.map(([value, value_en], i) => ({ value, value_en, sort: i + 1 }));

export const DEMO_ATTRIBUTES: Row[] = [
  { name: COLOUR_ATTRIBUTE, name_en: 'Colour', type: 'sale', is_default: true, sort: 1, values: values(COLOURS) },
  {
    name: '尺码',
    name_en: 'Size',
    type: 'sale',
    is_default: true,
    sort: 2,
    values: values([
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
      ['XXL', 'XXL'],
    ]),
  },
  {
    name: '适用季节',
    name_en: 'Season',
    type: 'basic',
    is_default: false,
    sort: 3,
    values: values([
      ['春夏', 'Spring/Summer'],
      ['秋冬', 'Autumn/Winter'],
      ['四季', 'All seasons'],
    ]),
  },
];
const DEMO_TAG_TYPES: Row[] = [
  {
    name: '商品定位',
    sort: 1,
    tags: [
      { name: '新品', colour: '#165DFF', sort: 1 },
      { name: '爆款', colour: '#F53F3F', sort: 2 },
      { name: '清仓', colour: '#86909C', sort: 3 },
    ],
  },
  {
    name: '风险',
    sort: 2,
    tags: [
      { name: '侵权风险', colour: '#FF7D00', sort: 1 },
      { name: '带电', colour: '#722ED1', sort: 2 },
    ],
  },
];
const DEMO_MATERIALS: Row[] = [
  { name: '棉', name_en: 'Cotton', customs_name: '棉制' },
  { name: '涤纶', name_en: 'Polyester', customs_name: '合成纤维制' },
  { name: '不锈钢', name_en: 'Stainless steel', customs_name: '不锈钢制' },
  { name: '聚丙烯', name_en: 'Polypropylene', customs_name: '塑料制' },
];
const DEMO_STANDARDS: Row[] = [
  { name: '小号快递袋', length: '30.00', width: '20.00', height: '2.00', weight: '0.020' },
  { name: '中号纸箱', length: '40.00', width: '30.00', height: '20.00', weight: '0.350' },
  { name: '大号纸箱', length: '60.00', width: '40.00', height: '40.00', weight: '0.800' },
];

const isEmpty = async (tx: Tx, service: EntityService) => (await tx.select({ id: service.table.id }).from(service.table).limit(1)).length === 0;

async function createAll(tx: Tx, service: EntityService, rows: Row[], actor: Actor): Promise<Row[]> {
  if (!(await isEmpty(tx, service))) return [];
  const created: Row[] = [];
  for (const row of rows) created.push(await service.create(tx, row, actor));
  return created;
}

/** A package, a tag and an Amazon mapping for the first SKUs the catalogue has (none yet: nothing). */
async function seedForSkus(tx: Tx, s: ReferenceServices, actor: Actor, standards: Row[]) {
  const first = await tx.select({ id: skus.id, code: skus.code }).from(skus).orderBy(asc(skus.code)).limit(5);
  if (first.length === 0) return;
  const standard = standards[1];
  const [newTag] = await tx.select({ id: s.tag.table.id }).from(s.tag.table).limit(1);
  const sizes = first.map((sku) => ({
    sku_id: sku.id,
    package_standard_id: standard?.['id'] ?? null,
    length: standard?.['length'] ?? '30.00',
    width: standard?.['width'] ?? '20.00',
    height: standard?.['height'] ?? '10.00',
    weight: '0.450',
  }));
  await createAll(tx, s.packageSize, sizes, actor);
  if (newTag) await createAll(tx, s.skuTag, [{ sku_id: first[0]!.id, tag_id: newTag.id }], actor);
  const mappings = first.map((sku) => ({ platform_code: 'AMAZON', account: 'Demo-US', platform_sku: `AMZ-${sku.code}`, sku_id: sku.id }));
  await createAll(tx, s.skuMapping, mappings, actor);
}

/** Five shoots of the first SPUs (none yet: nothing): two done or shot, the rest planned for the coming days. */
async function seedShootSchedules(tx: Tx, s: ReferenceServices, actor: Actor) {
  if (!(await isEmpty(tx, s.shootSchedule))) return;
  const first = await tx.select({ id: spus.id }).from(spus).orderBy(asc(spus.code)).limit(5);
  const kinds = ['white', 'scene', 'model', 'detail', 'video'];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const moves = [['shoot', 'store'], ['shoot'], [], [], []];
  for (const [i, spu] of first.entries()) {
    const row = { spu_id: spu.id, kind: kinds[i], plan_date: day(i - 2), photographer_id: actor.id, quantity: kinds[i] === 'video' ? 1 : 6 };
    const created = await s.shootSchedule.create(tx, row, actor);
    for (const move of moves[i] ?? []) await s.shootSchedule.transition(tx, created['id'], 'status', move, actor);
  }
}

/** Six demands (none yet, a category and an SPU there), one in each state; the two last name the first SPU. */
async function seedDemands(tx: Tx, s: ReferenceServices, actor: Actor) {
  if (!(await isEmpty(tx, s.demand))) return;
  const [spu] = await tx.select({ id: spus.id }).from(spus).orderBy(asc(spus.code)).limit(1);
  const [category] = await tx.select({ id: categories.id }).from(categories).limit(1);
  if (!spu || !category) return;
  const ideas: [string, number, number, (string | [string, Row])[]][] = [
    ['便携式榨汁杯', 29.99, 800, []],
    ['宠物自动喂食器', 59.9, 300, ['submit']],
    ['折叠收纳凳', 24.5, 1200, ['submit', 'accept']],
    ['硅胶厨房铲套装', 15.99, 2000, ['submit', 'accept', 'imaged']],
    ['LED化妆镜', 35, 600, ['submit', 'accept', 'imaged', ['finish', { spu_id: spu.id }]]],
    ['儿童雨衣', 18.99, 500, ['submit', ['reject', { reject_reason: '同类商品已有三款在售，利润空间不足' }]]],
  ];
  for (const [title, target_price, expected_monthly_sales, moves] of ideas) {
    const row = {
      title,
      category_id: category.id,
      platform: 'amazon',
      currency: 'USD',
      target_price,
      expected_monthly_sales,
      developer_id: actor.id,
    };
    const created = await s.demand.create(tx, { reference_url: 'https://www.amazon.com/dp/B0DEMO0001', ...row }, actor);
    for (const move of moves) {
      const [name, input] = typeof move === 'string' ? [move] : move;
      await s.demand.transition(tx, created['id'], 'status', name, actor, undefined, input);
    }
  }
}

/** Five saved links (none yet): two read by the local collector, one it cannot read, two waiting. */
async function seedCollections(tx: Tx, s: ReferenceServices, actor: Actor) {
  if (!(await isEmpty(tx, s.collection))) return;
  const links = [
    ['https://www.amazon.com/dp/B0DEMO1001', true],
    ['https://detail.1688.com/offer/612877340198.html', true],
    ['https://www.example-shop.com/item/42', true],
    ['https://www.temu.com/goods.html?goods_id=601099512345678', false],
    ['https://www.walmart.com/ip/5301234567', false],
  ] as const;
  for (const [url, read] of links) {
    const row = await s.collection.create(tx, { url, platform: platformOfUrl(url), remark: '演示数据' }, actor);
    if (!read) continue;
    const got = await fakeCollector.collect(url);
    const extra = 'error' in got ? { fail_reason: got.error } : { ...got, collected_at: new Date() };
    const move = { field: 'status', from: ['pending'], to: 'error' in got ? 'failed' : 'collected', action: 'collect', extra };
    await s.collection.setState(tx, [row.id], move, actor);
  }
}

export async function seedCatalogueReference(database: Database): Promise<void> {
  const s = referenceServices();
  await database.tx(async (tx) => {
    const actor = await demoActor(tx);
    if (!actor) return;
    await createAll(tx, s.attribute, DEMO_ATTRIBUTES, actor);
    await createAll(tx, s.tagType, DEMO_TAG_TYPES, actor);
    await createAll(tx, s.material, DEMO_MATERIALS, actor);
    const colourValues = await tx.select({ id: s.attributeValue.table.id, value: s.attributeValue.table.value }).from(s.attributeValue.table);
    const mappings = COLOURS.map(([colour, colour_en, hex]) => ({
      colour,
      colour_en,
      hex,
      colour_family: colour_en,
      attribute_value_id: colourValues.find((v) => v.value === colour)?.id ?? null,
    }));
    await createAll(tx, s.colourMapping, mappings, actor);
    const standards = await createAll(tx, s.packageStandard, DEMO_STANDARDS, actor);
    await seedForSkus(tx, s, actor, standards);
    await seedShootSchedules(tx, s, actor);
    await seedDemands(tx, s, actor);
    await seedCollections(tx, s, actor);
    await seedCustoms(tx, actor); // after the materials: the declared SKUs are of cotton
    await seedProductFields(tx, actor);
  });
}
