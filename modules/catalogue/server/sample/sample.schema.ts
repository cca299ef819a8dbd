import { tableOf } from '@entrepot/server-kit/entity';
import { sample } from '../../entities/index.ts';

// The table of the samples (README: Samples).
export const samples = tableOf(sample);
