// The demo's picture library (图片管理, README "Pictures"): the first three styles of each kind (BD001–BD003,
// TS001–TS003…) get their own pictures — the demo's product pictures, one per colour, tagged 白底图; the other styles
// wait for their photos (the browser journeys upload to them) — and the SKUs of the styles the other demos use most
// one picture each, their main picture, tagged 主图. Added through the library's own command (as an upload adds
// them: sort order, the owner's first picture its main one, the SKU's main image kept in step, the operation log).
// Once: nothing when the library holds a picture.
import type { Database } from '@entrepot/server-kit/db';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { skus, spus } from './catalogue.schema.ts';
import { pictures } from './picture.schema.ts';
import { pictureCommands } from './picture-commands.ts';
import { pictureServices } from './picture-routes.ts';
import { demoActor } from './services.ts';

/** A style photographed already: 001 to 003 of its kind. */
const PHOTOGRAPHED = /^[A-Z]+00[1-3]$/;

/** The styles whose SKUs also get their own pictures (the T-shirt, hoodie and mug the other demos use). */
const WITH_SKU_PICTURES = ['TS001', 'HD001', 'MG001'];

export async function seedPictureLibrary(database: Database): Promise<void> {
  const actor = await demoActor(database.db);
  if (!actor || (await database.db.select({ id: pictures.id }).from(pictures).limit(1)).length) return;
  const cmd = pictureCommands(pictureServices());
  await database.tx(async (tx) => {
    const pictured = await tx
      .select({ id: spus.id, code: spus.code, images: spus.images })
      .from(spus)
      .where(sql`cardinality(${spus.images}) > 0`)
      .orderBy(asc(spus.code));
    const photographed = pictured.filter((s) => PHOTOGRAPHED.test(s.code ?? ''));
    for (const spu of photographed) await cmd.add(tx, { spu_id: spu.id, files: spu.images, tags: ['白底图'] }, actor);
    const styles = photographed.filter((s) => WITH_SKU_PICTURES.includes(s.code ?? '')).map((s) => s.id);
    if (styles.length === 0) return;
    const own = await tx
      .select({ id: skus.id, spu_id: skus.spu_id, file: skus.main_image })
      .from(skus)
      .where(and(inArray(skus.spu_id, styles), isNotNull(skus.main_image)))
      .orderBy(asc(skus.code));
    for (const sku of own) await cmd.add(tx, { spu_id: sku.spu_id, sku_id: sku.id, files: [sku.file], tags: ['主图'] }, actor);
  });
}
