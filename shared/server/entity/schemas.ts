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

/** Said when an HTTP update comes without the `version` it read (10422 `version: …`). */
export const VERSION_MISSING = '请刷新后重试（缺少版本号）';

/** The record's `version` as read by the writer: required on every HTTP update, optional for imports and commands. */
export const versionInput = z
  .number({ error: (issue) => (issue.input === undefined ? VERSION_MISSING : '版本号必须是正整数') })
  .int('版本号必须是正整数')
  .positive('版本号必须是正整数');

function updateShape(decl: EntityDecl, version: z.ZodType) {
  const shape: Record<string, z.ZodType> = { version };
  for (const [key, field] of Object.entries(decl.fields)) {
    if (field.readOnly || field.immutable) continue;
    shape[key] = codecOf(field).input(field).optional();
  }
  return shape;
}

/**
 * Update: writable, mutable fields, each optional; `version` (optional) guards against lost updates when sent.
 * For imports and internal commands (an import updates by natural key): an HTTP update uses `httpUpdateSchema`.
 */
export function updateSchema(decl: EntityDecl) {
  return z.strictObject(updateShape(decl, versionInput.optional()));
}

/**
 * Update over HTTP: as `updateSchema`, with `version` required — an update without the version the writer read
 * would silently overwrite someone's change (10422 `version: 请刷新后重试（缺少版本号）`; a stale one answers 10409).
 */
export function httpUpdateSchema(decl: EntityDecl) {
  return z.strictObject(updateShape(decl, versionInput));
}

/** A transition's input: its `input` fields, each required whatever the field says, unknown keys rejected. */
export function transitionSchema(decl: EntityDecl, input: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of input) {
    const field = { ...decl.fields[key]!, required: true };
    shape[key] = codecOf(field).input(field);
  }
  return z.strictObject(shape);
}
