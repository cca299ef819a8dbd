import { type Field, statesOf } from '@entrepot/entity';
import { useMemo } from 'react';
import type { Option } from '../config.ts';
import { useEntityUi, useLookupOptions } from '../entity-context.tsx';
import type { RowValues } from './types.ts';

export const BOOLEAN_OPTIONS: Option[] = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

/** The declared choices of enum, status and boolean fields; null for the other types. */
export function declaredOptions(field: Field): Option[] | null {
  switch (field.type) {
    case 'enum':
      return field.options.map((o) => ({ value: o.value, label: o.label }));
    case 'status':
      return statesOf(field.machine).map(([value, s]) => ({ value, label: s.label }));
    case 'boolean':
      return BOOLEAN_OPTIONS;
    default:
      return null;
  }
}

/** The lookup URL of a reference field's target, as the page config gives it. */
export function useLookupUrl(field: Field): string | undefined {
  const ui = useEntityUi();
  return field.type === 'reference' || field.type === 'references' ? ui.lookups[field.to] : undefined;
}

/** The titles a row carries for a reference field, by value. */
export function rowTitles(name: string, field: Field, row: RowValues | undefined): Option[] {
  if (!row) return [];
  if (field.type === 'reference') {
    const value = row[name];
    const title = row[`${name}_title`];
    return value && title ? [{ value: String(value), label: String(title) }] : [];
  }
  if (field.type === 'references') {
    const values = Array.isArray(row[name]) ? (row[name] as unknown[]) : [];
    const titles = Array.isArray(row[`${name}_titles`]) ? (row[`${name}_titles`] as unknown[]) : [];
    return values.map((v, i) => ({ value: String(v), label: String(titles[i] ?? v) }));
  }
  return [];
}

/**
 * The choices of a field: declared ones, or a reference's lookup (value = the target's id, or its `key`)
 * completed with the titles the row carries, so a chosen value shows its name before the lookup answers.
 */
export function useFieldOptions(name: string, field: Field, row?: RowValues): Option[] | null {
  const url = useLookupUrl(field);
  const valueKey = field.type === 'references' ? (field.key ?? 'id') : 'id';
  const looked = useLookupOptions(url, valueKey);
  return useMemo(() => {
    const declared = declaredOptions(field);
    if (declared) return declared;
    if (field.type !== 'reference' && field.type !== 'references') return null;
    const known = new Set(looked.map((o) => o.value));
    return [...looked, ...rowTitles(name, field, row).filter((o) => !known.has(o.value))];
  }, [field, looked, name, row]);
}

/** Arco Select's search: by the option's label. */
export function filterByLabel(input: string, option: unknown): boolean {
  const label = (option as { props?: { children?: unknown } } | undefined)?.props?.children;
  return String(label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());
}
