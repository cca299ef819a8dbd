// The platform defaults of the 标准价倍率 (Amazon 2.50, Temu 2.20, Walmart 2.40, SHEIN 2.30), each written once
// through the service (audited, as in real use) when its platform has no default yet: idempotent.
import type { Database } from '@entrepot/server-kit/db';
import { isNull } from 'drizzle-orm';
import type { StandardPricePlatform } from '../../entities/index.ts';
import { demoActor } from '../services.ts';
import { standardPriceRatios } from './standard-price.schema.ts';
import { standardPriceServices } from './standard-price-services.ts';

const DEFAULTS: Record<StandardPricePlatform, string> = { amazon: '2.50', temu: '2.20', walmart: '2.40', shein: '2.30' };

export async function seedStandardPriceRatios(database: Database): Promise<void> {
  const actor = await demoActor(database.db);
  if (!actor) return;
  const s = standardPriceServices();
  const present = new Set(
    (await database.db.select({ platform: standardPriceRatios.platform }).from(standardPriceRatios).where(isNull(standardPriceRatios.category_id))).map(
      (r) => r.platform,
    ),
  );
  await database.tx(async (tx) => {
    for (const [platform, ratio] of Object.entries(DEFAULTS)) {
      if (!present.has(platform)) await s.ratio.create(tx, { platform, ratio, remark: '平台默认倍率' }, actor);
    }
  });
}
