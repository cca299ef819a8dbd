// Owned child rows: no column of their own; the input is the full list of rows (see children.ts for the writes).
import type { ChildrenField, EntityDecl, Field } from '@entrepot/entity';
import { z } from 'zod';
import type { Codec } from './codec-kit.ts';

export const CHILDREN_MAX = 1000;

/** The fields a client writes on a child row: writable ones, except the parent's id (the engine sets it). */
export function childInputFields(field: ChildrenField): [string, Field][] {
  return Object.entries(field.entity.fields).filter(([key, f]) => key !== field.foreignKey && !f.readOnly);
}

type CodecLookup = (field: Field) => Codec;

/**
 * One row: its `id` when it is an existing row (kept and updated), none for a new row. Keys that are not
 * child fields (the reference titles a detail carries, version, times) are dropped, never written.
 */
export function childRowSchema(field: ChildrenField, codecOf: CodecLookup) {
  const shape: Record<string, z.ZodType> = { id: z.uuid(`${field.label}的行编号不正确`).optional() };
  for (const [key, f] of childInputFields(field)) {
    const input = codecOf(f).input(f);
    shape[key] = f.required ? input : input.optional();
  }
  return z.object(shape, '格式不正确');
}

export function childrenCodec(codecOf: CodecLookup): Codec<ChildrenField> {
  return {
    column: () => undefined,
    input: (f) => {
      const max = f.max ?? CHILDREN_MAX;
      const row = childRowSchema(f, codecOf);
      // Each row checked on its own so a message names its row: `lines: 第2行: 数量不能小于0`.
      const rows = z
        .array(z.unknown(), `${f.label}必须是列表`)
        .max(max, `${f.label}最多${max}行`)
        .transform((items, ctx) =>
          items.map((item, i) => {
            const parsed = row.safeParse(item ?? {});
            if (parsed.success) return parsed.data as Record<string, unknown>;
            for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: `第${i + 1}行: ${issue.message}` });
            return {};
          }),
        );
      return f.required ? rows.refine((v) => v.length > 0, `请添加${f.label}`) : rows;
    },
    filter: () => undefined,
    output: (v) => v ?? [],
  };
}

/** The children fields of an entity. */
export function childrenFields(decl: EntityDecl): [string, ChildrenField][] {
  return Object.entries(decl.fields).filter((e): e is [string, ChildrenField] => e[1].type === 'children');
}
