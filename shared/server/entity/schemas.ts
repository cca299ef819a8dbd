import type { EntityDecl } from '@entrepot/entity';
import { z } from 'zod';
import { codecOf } from './field-codecs.ts';

/** Create: every writable field, required ones required; unknown keys rejected (no mass assignment). */
export function createSchema(decl: EntityDecl) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.readOnly) continue;
    const input = codecOf(field).input(field);
    shape[key] = field.required ? input : input.optional();
  }
  return z.strictObject(shape);
}

/** Update: writable, mutable fields, each optional; `version` (optional) guards against lost updates. */
export function updateSchema(decl: EntityDecl) {
  const shape: Record<string, z.ZodType> = { version: z.number().int().positive().optional() };
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.readOnly || field.immutable) continue;
    shape[key] = codecOf(field).input(field).optional();
  }
  return z.strictObject(shape);
}
