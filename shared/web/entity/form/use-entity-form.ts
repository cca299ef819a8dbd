import { Code } from '@entrepot/contract';
import type { Field } from '@entrepot/entity';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EntityConfig, EntityRow } from '../config.ts';
import { createEntityUi } from '../entity-context.tsx';
import { isEmpty } from '../fields/types.ts';
import { fieldOfValidationError, validateField } from './validate.ts';

export const SAVE_SUCCESS = '保存成功';

export interface FormField {
  key: string;
  field: Field;
  /** Immutable fields are shown but fixed on edit. */
  disabled: boolean;
}

export type FormValues = Record<string, unknown>;

export interface EntityForm {
  mode: 'create' | 'edit';
  fields: FormField[];
  values: FormValues;
  errors: Record<string, string>;
  setValue(key: string, value: unknown): void;
  /** Checks every field; true when all pass. */
  validate(): boolean;
  /** Validates, then POST (create) or PUT with `version` (edit); resolves to the saved row, or null. */
  submit(): Promise<EntityRow | null>;
  saving: boolean;
}

/** The fields the form shows: writable ones; writeOnly and extra fields on create only. */
export function formFields(config: Pick<EntityConfig, 'entity' | 'extraFields'>, mode: 'create' | 'edit'): FormField[] {
  const declared = Object.entries(config.entity.fields);
  const extra = mode === 'create' ? Object.entries(config.extraFields ?? {}) : [];
  return [...declared, ...extra]
    .filter(([, f]) => !f.readOnly && (mode === 'create' || !f.writeOnly))
    .map(([key, field]) => ({ key, field, disabled: mode === 'edit' && field.immutable === true }));
}

/** Types whose empty value is a list. */
const LISTS = new Set(['references', 'files', 'children']);

function initialValue(field: Field, row: EntityRow | null, key: string): unknown {
  if (row) return structuredClone(row[key] ?? (LISTS.has(field.type) ? [] : null));
  if (field.type === 'boolean') return field.default ?? false;
  if (field.type === 'enum') return field.default ?? null;
  if (LISTS.has(field.type)) return [];
  return null;
}

/** Wire form: texts trimmed, blanks as null. */
function normalised(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** The headless form of an entity: create when `record` is null, else edit that record. */
/** `extra` travels with every save (a document's edit-lease token). */
export function useEntityForm(
  config: EntityConfig,
  record: EntityRow | null,
  onSaved?: (row: EntityRow) => void,
  extra?: Record<string, unknown>,
  /** A new record's values given by the page (a deduction plan made from an order): the rest as for any new one. */
  prefill?: Record<string, unknown>,
): EntityForm {
  const mode = record ? 'edit' : 'create';
  const fields = useMemo(() => formFields(config, mode), [config, mode]);
  const [initial] = useState(() =>
    Object.fromEntries(
      fields.map((f) => [f.key, !record && prefill && f.key in prefill ? structuredClone(prefill[f.key]) : initialValue(f.field, record, f.key)]),
    ),
  );
  const [values, setValues] = useState<FormValues>(() => structuredClone(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    (current: FormValues) => {
      const found: Record<string, string> = {};
      for (const f of fields) {
        if (f.disabled) continue;
        const message = validateField(f.field, current[f.key]);
        if (message) found[f.key] = message;
      }
      return found;
    },
    [fields],
  );

  const body = (current: FormValues): Record<string, unknown> => {
    if (!record) {
      // Create: every field with a value; blanks left out so the server's defaults apply.
      return Object.fromEntries(fields.map((f) => [f.key, normalised(current[f.key])]).filter(([, v]) => !isEmpty(v)));
    }
    const changed = fields.filter((f) => !f.disabled && !same(current[f.key], initial[f.key]));
    return { ...Object.fromEntries(changed.map((f) => [f.key, normalised(current[f.key])])), version: record.version, ...extra };
  };

  return {
    mode,
    fields,
    values,
    errors,
    saving,
    setValue: (key, value) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
    validate: () => {
      const found = check(latest.current);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    async submit() {
      const current = latest.current;
      const found = check(current);
      setErrors(found);
      if (Object.keys(found).length > 0) return null;
      setSaving(true);
      try {
        const { http, urls } = config;
        const saved = record ? await http.put<EntityRow>(urls.update(record.id), body(current)) : await http.post<EntityRow>(urls.create, body(current));
        createEntityUi(config).toast('success', SAVE_SUCCESS);
        onSaved?.(saved);
        return saved;
      } catch (error) {
        // The HTTP client toasted the message; a 10422 naming one of our fields also marks it.
        const { code, message, data } = error as { code?: number; message?: string; data?: unknown };
        if (code === Code.VALIDATION) {
          const marked = fieldOfValidationError(
            message ?? '',
            data,
            fields.map((f) => f.key),
          );
          if (marked.length) setErrors(Object.fromEntries(marked.map((m) => [m.field, m.rule])));
        }
        return null;
      } finally {
        setSaving(false);
      }
    },
  };
}
