// Demo product master data (SEED_DEMO only; the caller decides): brands, a category tree of apparel and
// home goods, and 68 SPUs whose colour × size matrices make 652 SKUs, coded like TS001-BLK-M (the codes
// the wms demo stock uses). Written through the services, so codes, audit and events are as in real use.
// Idempotent: nothing is written when the first brand exists.
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import type { OptionRow } from '../domain/sku-matrix.ts';
import { seedAlibabaMaps } from './alibaba-map/alibaba-map-seed.ts';
import { brands } from './catalogue.schema.ts';
import { seedInfoChangeFlow, seedInfoChanges } from './info-change/info-change-seed.ts';
import { seedSamples } from './sample/sample-seed.ts';
import { demoPeople } from './seed-people.ts';
import { type CatalogueServices, catalogueServices } from './services.ts';
import { seedSizeCharts } from './size-chart/size-chart-seed.ts';
import { cascadeToSkus, createMissingSkus } from './sku-matrix.commands.ts';
import { seedStandardPriceRatios } from './standard-price/standard-price-seed.ts';
import { seedStateRequests } from './state-request-seed.ts';

const BRANDS = [
  ['山野', 'Shanye Outdoor'],
  ['栖居', 'Qiju Home'],
  ['棉语', 'Cotton Talk'],
  ['城迹', 'Urban Trace'],
] as const;

// path of names (top → leaf); the leaf is what SPUs use
const CATEGORIES = [
  ['服装', '上衣', 'T恤'],
  ['服装', '上衣', '卫衣'],
  ['服装', '下装', '休闲裤'],
  ['家居', '家纺', '抱枕靠垫'],
  ['家居', '家纺', '床上四件套'],
  ['家居', '餐厨', '马克杯'],
] as const;

const colour = (value: string, code: string): OptionRow => ({ dimension: '颜色', value, code });
const size = (value: string, code = value): OptionRow => ({ dimension: '尺码', value, code });
const C = {
  BLK: colour('黑色', 'BLK'),
  WHT: colour('白色', 'WHT'),
  NVY: colour('藏青', 'NVY'),
  GRY: colour('灰色', 'GRY'),
  RED: colour('红色', 'RED'),
  KHK: colour('卡其', 'KHK'),
  BEI: colour('米色', 'BEI'),
  BLU: colour('雾霾蓝', 'BLU'),
  PNK: colour('樱花粉', 'PNK'),
  GRN: colour('墨绿', 'GRN'),
};

interface Style {
  prefix: string;
  count: number;
  category: string;
  brand: string;
  names: readonly string[];
  en: string;
  season: string;
  colours: OptionRow[][];
  sizes: OptionRow[];
  prices: [cost: number, sale: number, weight: string];
}

const STYLES: Style[] = [
  {
    prefix: 'TS',
    count: 20,
    category: 'T恤',
    brand: '棉语',
    names: ['纯棉圆领T恤', '重磅短袖T恤', '宽松落肩T恤', '印花T恤', '条纹T恤'],
    en: 'T-shirt',
    season: 'summer',
    colours: [
      [C.BLK, C.WHT, C.NVY],
      [C.WHT, C.GRY, C.RED],
    ],
    sizes: [size('S'), size('M'), size('L'), size('XL')],
    prices: [18, 59.9, '0.180'],
  },
  {
    prefix: 'HD',
    count: 15,
    category: '卫衣',
    brand: '城迹',
    names: ['连帽卫衣', '加绒卫衣', '半拉链卫衣'],
    en: 'Hoodie',
    season: 'autumn',
    colours: [
      [C.GRY, C.NVY, C.BLK],
      [C.GRN, C.GRY, C.KHK],
    ],
    sizes: [size('M'), size('L'), size('XL'), size('XXL')],
    prices: [45, 139, '0.520'],
  },
  {
    prefix: 'PT',
    count: 10,
    category: '休闲裤',
    brand: '山野',
    names: ['工装休闲裤', '速干徒步裤'],
    en: 'Pants',
    season: 'all',
    colours: [[C.BLK, C.KHK]],
    sizes: [size('S'), size('M'), size('L'), size('XL')],
    prices: [38, 119, '0.450'],
  },
  {
    prefix: 'CU',
    count: 10,
    category: '抱枕靠垫',
    brand: '栖居',
    names: ['棉麻抱枕', '绒面靠垫'],
    en: 'Cushion',
    season: 'all',
    colours: [[C.GRY, C.BEI, C.BLU]],
    sizes: [size('45x45cm', '45'), size('50x50cm', '50')],
    prices: [12, 39.9, '0.350'],
  },
  {
    prefix: 'BD',
    count: 8,
    category: '床上四件套',
    brand: '栖居',
    names: ['全棉四件套', '水洗棉四件套'],
    en: 'Bedding set',
    season: 'all',
    colours: [[C.WHT, C.GRY, C.PNK]],
    sizes: [size('1.5m床', '150'), size('1.8m床', '180'), size('2.0m床', '200')],
    prices: [88, 259, '2.300'],
  },
  {
    prefix: 'MG',
    count: 5,
    category: '马克杯',
    brand: '栖居',
    names: ['陶瓷马克杯'],
    en: 'Mug',
    season: 'all',
    colours: [[C.WHT, C.BLK, C.BLU, C.PNK]],
    sizes: [],
    prices: [6, 29.9, '0.320'],
  },
];

/** Statuses across the life cycle, so the lists and filters have something to show. */
const LIFECYCLE: string[][] = [
  ['submit', 'approve'],
  ['submit', 'approve'],
  ['submit', 'approve'],
  ['submit'],
  [],
  ['submit', 'approve', 'suspend'],
  ['submit', 'approve', 'clear'],
];

async function seedCategories(tx: Tx, s: CatalogueServices, actor: Actor): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let sort = 0;
  for (const path of CATEGORIES) {
    let parent: string | undefined;
    for (const [depth, name] of path.entries()) {
      const key = path.slice(0, depth + 1).join('/');
      if (!ids.has(key)) {
        sort += 1;
        const row = await s.category.create(tx, { name, sort, ...(parent ? { parent_id: parent } : {}) }, actor, { level: depth + 1 });
        ids.set(key, row.id);
      }
      parent = ids.get(key);
    }
    ids.set(path.at(-1)!, parent!);
  }
  return ids;
}

export async function seedCatalogue(database: Database): Promise<void> {
  await seedStandardPriceRatios(database); // 标准价: the four platforms' default 倍率, each once (standard-price/)
  const [existing] = await database.db.select({ id: brands.id }).from(brands).limit(1);
  if (existing) return;
  const s = catalogueServices();
  const outbox = new Outbox(database);
  const people = await demoPeople(database);
  if (!people) return;
  const { actor, developer } = people;
  await database.tx(async (tx) => {
    const brandIds = new Map<string, string>();
    for (const [name, name_en] of BRANDS) brandIds.set(name, (await s.brand.create(tx, { name, name_en }, actor)).id);
    const categoryIds = await seedCategories(tx, s, actor);
    let n = 0;
    for (const style of STYLES) {
      for (let i = 1; i <= style.count; i += 1) {
        const code = `${style.prefix}${String(i).padStart(3, '0')}`;
        const name = `${style.names[(i - 1) % style.names.length]} ${code}`;
        // the first three of a style keep its first colours: the wms demo stocks TS001–TS003 and HD001–HD002 in them
        const colours = style.colours[i <= 3 ? 0 : (i - 1) % style.colours.length]!;
        const options = [...colours, ...style.sizes].map((o, position) => ({ ...o, position }));
        const spu = await s.spu.create(
          tx,
          {
            code,
            name,
            name_en: `${style.en} ${code}`,
            brand_id: brandIds.get(style.brand),
            category_id: categoryIds.get(style.category),
            developer_id: (n % 3 === 0 ? actor : developer).id,
            season: style.season,
            description: `<p>${name}：面向跨境电商的${style.category}，${style.names.length > 1 ? '多款可选' : '经典款'}。</p>`,
            options,
          },
          actor,
        );
        const [cost, sale, weight] = style.prices;
        const bump = (i % 4) * 2;
        await createMissingSkus(
          tx,
          s,
          spu as { id: string; code: string; name: string },
          options,
          { cost_price: (cost + bump).toFixed(2), sale_price: (sale + bump * 3).toFixed(2), weight },
          actor,
          outbox,
        );
        // The wms demo's SKUs (TS001–TS003, HD001–HD002) stay on sale; the rest spread over the life cycle.
        for (const t of code <= 'TS003' || code === 'HD001' || code === 'HD002' ? ['submit', 'approve'] : (LIFECYCLE[n % LIFECYCLE.length] ?? [])) {
          await s.spu.transition(tx, spu.id, 'status', t, actor);
          await cascadeToSkus(tx, s, spu.id, t, actor, outbox);
        }
        n += 1;
      }
    }
  });
  await seedAlibabaMaps(database); // 1688映射: a few demo SKUs linked to 1688 offers (alibaba-map/)
  await seedSamples(database); // 样品管理: candidates in every evaluation state (sample/)
  await seedInfoChangeFlow(database); // 商品信息变更: the demo approval flow, ops01 approves (info-change/)
  await seedInfoChanges(database); // and three requests: two waiting for ops01, one he approved
  await seedStateRequests(database); // 状态变更申请: the flow 停售审批 and four requests in every state
  await seedSizeCharts(database); // 尺码模板 男装上衣/女装上衣 and TS001's chart (size-chart/)
}
