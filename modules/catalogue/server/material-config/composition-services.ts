// The service of material compositions, with the SPUs, SKUs and materials it names in one registry.
import { servicesOf } from '@entrepot/server-kit/entity';
import { material, materialComposition, materialCompositionRow, sku, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { materials } from '../reference.schema.ts';
import { materialCompositionRows, materialCompositions } from './composition.schema.ts';

export const compositionServices = () =>
  servicesOf({ composition: [materialComposition, materialCompositions] }, [
    [materialCompositionRow, materialCompositionRows],
    [material, materials],
    [spu, spus],
    [sku, skus],
  ]);

export type CompositionServices = ReturnType<typeof compositionServices>;
