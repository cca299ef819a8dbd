import { Code } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import { AppError } from '../errors.ts';

/** A unique index refusing a write, as 10409 naming the field (`<label>已存在`); undefined for other errors. */
export function uniqueViolation(decl: EntityDecl, error: unknown): AppError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return undefined;
  const key = Object.keys(decl.fields).find((k) => cause.constraint === `${decl.tableName}_${k}_uq`);
  const label = key ? decl.fields[key]!.label : '记录';
  return new AppError(Code.CONFLICT, `${label}已存在`, { field: key ?? null });
}
