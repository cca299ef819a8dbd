import { tableOf } from '@entrepot/server-kit/entity';
import { spuLanguage, spuLanguageSku } from '../../entities/index.ts';

// Tables of the SPUs' listing texts per language (README: SPU-SKU language texts) and their SKU titles.
export const spuLanguages = tableOf(spuLanguage);
export const spuLanguageSkus = tableOf(spuLanguageSku);
