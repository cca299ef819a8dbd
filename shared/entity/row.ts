// A record as the wire carries it, typed from its declaration: `RowOf<typeof supplier>` instead of
// `Record<string, unknown>` in pages and tests. Every declared field may be null here, required or not (a data rule
// may hide any field, and a page reads a value the same way either way); the bookkeeping columns never are. The
// table's rows (tableOf, StoredRow) are stricter: a required field's column is never null.
import type { EntityDecl } from './define-entity.ts';
import type { ChildrenField, Field } from './fields.ts';

/** A stored file as the wire gives it: a fresh signed URL with its name and type. */
export interface FileOnWire {
  id: string;
  name: string;
  url: string;
  content_type: string;
}

/** A json field's value: the shape its check names (`shapeOf`), else unknown. */
export type JsonShape<F> = F extends { check: { readonly shape?: infer T } } ? T : unknown;

/** One field's wire value (decimals, money and times are strings: never a float, never a Date). */
export type WireValue<F extends Field> = F extends { type: 'number' | 'quantity' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'references' } | { type: 'enum'; many: true }
      ? string[]
      : F extends { type: 'file' }
        ? FileOnWire
        : F extends { type: 'files' }
          ? FileOnWire[]
          : F extends ChildrenField
            ? Record<string, unknown>[]
            : F extends { type: 'json' }
              ? JsonShape<F>
              : string;

/** The title columns the list and detail add beside references (`<key>_title`, `<key>_titles`). */
type Titles<Fs> = {
  [K in keyof Fs as Fs[K] extends { type: 'reference' } ? `${K & string}_title` : never]?: string | null;
} & { [K in keyof Fs as Fs[K] extends { type: 'references' } ? `${K & string}_titles` : never]?: string[] };

export type RowOf<D extends EntityDecl> = {
  id: string;
  version: number;
  /** ISO UTC */
  created_at: string;
  updated_at: string;
} & { [K in keyof D['fields']]: WireValue<D['fields'][K]> | null } & Titles<D['fields']>;
