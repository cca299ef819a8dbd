// Demo product pictures (SEED_DEMO, first start): one picture per kind of product and colour the demo catalogue
// sells — a T恤, 卫衣, 休闲裤, 抱枕, 四件套 or 马克杯 drawn in the colour — stored through the server's file store
// as an upload would be (with its thumbnail). Each SKU shows its colour's picture as its main picture, each SPU
// the pictures of its colours. Drawn shapes only (no text: no font is needed where the server runs).
import type { SeedFiles } from '@entrepot/hub-server/module';
import { lazy } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';

const loadSharp = lazy(async () => (await import('sharp')).default);

/** The colours of the demo options (their codes in the SKU codes: TS001-BLK-M). */
const COLOURS: Record<string, string> = {
  BLK: '#2b2b2b',
  WHT: '#f7f7f4',
  NVY: '#1f2a44',
  GRY: '#8a8d91',
  RED: '#c0392b',
  KHK: '#b89b72',
  BEI: '#e3d5b8',
  BLU: '#7d95b0',
  PNK: '#f1b7c3',
  GRN: '#2f4f3a',
};

/** Each leaf category's silhouette on a 600 × 600 canvas, filled with the colour. */
const SHAPES: Record<string, (fill: string, line: string) => string> = {
  T恤: (f, l) =>
    `<path d="M180 120 L250 95 Q300 135 350 95 L420 120 L510 200 L455 262 L420 236 L420 505 L180 505 L180 236 L145 262 L90 200 Z" fill="${f}" stroke="${l}" stroke-width="4"/>`,
  卫衣: (f, l) =>
    `<path d="M205 135 Q300 40 395 135 L495 190 L540 430 L478 440 L440 270 L440 515 L160 515 L160 270 L122 440 L60 430 L105 190 Z" fill="${f}" stroke="${l}" stroke-width="4"/><rect x="235" y="360" width="130" height="70" rx="14" fill="none" stroke="${l}" stroke-width="4"/>`,
  休闲裤: (f, l) => `<path d="M200 85 L400 85 L432 515 L330 515 L300 225 L270 515 L168 515 Z" fill="${f}" stroke="${l}" stroke-width="4"/>`,
  抱枕靠垫: (f, l) =>
    `<rect x="125" y="125" width="350" height="350" rx="70" fill="${f}" stroke="${l}" stroke-width="4"/><circle cx="300" cy="300" r="10" fill="${l}"/>`,
  床上四件套: (f, l) =>
    `<rect x="85" y="330" width="430" height="150" rx="14" fill="${f}" stroke="${l}" stroke-width="4"/><rect x="115" y="240" width="370" height="105" rx="14" fill="${f}" stroke="${l}" stroke-width="4"/><rect x="150" y="165" width="300" height="85" rx="14" fill="${f}" stroke="${l}" stroke-width="4"/>`,
  马克杯: (f, l) =>
    `<path d="M392 235 q92 0 92 78 q0 78 -92 78" fill="none" stroke="${f}" stroke-width="34"/><rect x="170" y="170" width="225" height="285" rx="26" fill="${f}" stroke="${l}" stroke-width="4"/>`,
};

/** A product picture as PNG: the category's shape in the colour on a light ground. */
export async function productPicture(category: string, colour: string): Promise<Buffer> {
  const fill = COLOURS[colour] ?? '#999999';
  const line = colour === 'WHT' || colour === 'BEI' ? '#c9cdd4' : fill;
  const shape = (SHAPES[category] ?? SHAPES['抱枕靠垫']!)(fill, line);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#f2f3f5"/>${shape}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Stores a picture per (category, colour) the demo SKUs use and sets the SKUs' main pictures and the SPUs'
 * pictures (in the order of their colours). Only SKUs and SPUs still without one are touched: idempotent.
 */
export async function seedDemoPictures(database: Database, files: SeedFiles): Promise<void> {
  const combos = await database.db.execute<{ category: string; colour: string }>(sql`
    select distinct c.name as category, split_part(k.code, '-', 2) as colour
    from catalogue.skus k join catalogue.categories c on c.id = k.category_id
    where k.main_image is null and split_part(k.code, '-', 2) <> ''`);
  for (const { category, colour } of combos.rows) {
    if (!COLOURS[colour]) continue;
    const bytes = await productPicture(category, colour);
    await database.tx(async (tx) => {
      const id = await files.store(tx, { name: `${category}-${colour}.png`, bytes, contentType: 'image/png' });
      await tx.execute(sql`
        update catalogue.skus k set main_image = ${id}
        from catalogue.categories c
        where c.id = k.category_id and c.name = ${category} and split_part(k.code, '-', 2) = ${colour} and k.main_image is null`);
    });
  }
  // An SPU shows its SKUs' pictures, one per colour, in the order of its colour options.
  await database.db.execute(sql`
    update catalogue.spus s set images = pics.ids
    from (
      select k.spu_id, array_agg(k.main_image order by o.position) as ids
      from (select distinct on (spu_id, split_part(code, '-', 2)) spu_id, split_part(code, '-', 2) as colour, main_image
            from catalogue.skus where main_image is not null) k
      join catalogue.spu_options o on o.spu_id = k.spu_id and o.code = k.colour
      group by k.spu_id
    ) pics
    where s.id = pics.spu_id and cardinality(s.images) = 0`);
}
