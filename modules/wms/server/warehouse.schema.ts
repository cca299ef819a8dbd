import { tableOf } from '@entrepot/server-kit/entity';
import { warehouse } from '../entities/index.ts';

export const warehouses = tableOf(warehouse);
