import { tableOf } from '@entrepot/server-kit/entity';
import { materialComposition, materialCompositionRow } from '../../entities/index.ts';

// Tables of the SPUs' and SKUs' material compositions (README: Material composition) and their rows.
export const materialCompositions = tableOf(materialComposition);
export const materialCompositionRows = tableOf(materialCompositionRow);
