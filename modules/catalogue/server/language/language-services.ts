// The service of the SPUs' listing texts, with the SPUs and SKUs it names in one registry (the SKU rows
// answer their SKU's code as title).
import { servicesOf } from '@entrepot/server-kit/entity';
import { sku, spu, spuLanguage, spuLanguageSku } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { spuLanguageSkus, spuLanguages } from './language.schema.ts';

export const languageServices = () =>
  servicesOf({ language: [spuLanguage, spuLanguages] }, [
    [spuLanguageSku, spuLanguageSkus],
    [spu, spus],
    [sku, skus],
  ]);

export type LanguageServices = ReturnType<typeof languageServices>;
