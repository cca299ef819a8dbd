import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPES } from '../domain/ledger/movements.ts';
import { movementTypeLabels, stockPermissions } from './stock.ts';

describe('stock screens data', () => {
  it('names every movement type of the ledger', () => {
    expect(Object.keys(movementTypeLabels).sort()).toEqual([...MOVEMENT_TYPES].sort());
  });

  it('declares the stock codes under wms', () => {
    expect(stockPermissions.every((p) => p.code.startsWith('wms.'))).toBe(true);
  });
});
