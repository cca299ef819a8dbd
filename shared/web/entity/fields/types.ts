import type { Field } from '@entrepot/entity';
import type { ComponentType } from 'react';

export type RowValues = Record<string, unknown>;

export interface TextContext {
  /** The field's key: reference titles travel beside it (`<key>_title`, `<key>_titles`). */
  name: string;
  row?: RowValues;
  /** Titles of reference values the row does not carry (the operation log's ids). */
  titleOf?(value: string): string | undefined;
}

export interface DisplayProps<F extends Field = Field> {
  name: string;
  field: F;
  value: unknown;
  row?: RowValues;
}

export interface InputProps<F extends Field = Field> {
  name: string;
  field: F;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
  /** The record being edited: its reference titles label the chosen options before the lookup answers. */
  row?: RowValues;
  /** The form's values as they are now (for a line: its document's), which a select's `narrowBy` reads. */
  context?: RowValues;
  error?: boolean;
  /** What the empty control says instead of `请输入<label>` (the price a blank line will take). */
  placeholder?: string;
  /** A document's lines: the hint of each line's empty cell (`useLineHints` of the form's slots). */
  lineHints?: LineHints;
}

/** The hint of one line's empty cell (its field's key, the line as it is now), or undefined for the default. */
export type LineHints = (key: string, line: RowValues) => string | undefined;

/** What one field type brings to the screens: its text form, its renderer and its form control. */
export interface FieldUi<F extends Field = Field> {
  /** Plain text: titles, the operation log's before → after. */
  text(value: unknown, field: F, ctx: TextContext): string;
  /** Cell and detail display. */
  Display: ComponentType<DisplayProps<F>>;
  /** Form control. */
  Input: ComponentType<InputProps<F>>;
}

export const EMPTY_DISPLAY = '-';

export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
