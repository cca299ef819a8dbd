import { Select } from '@arco-design/web-react';
import type { ReferenceField } from '@entrepot/entity';
import { useMemo, useState } from 'react';
import { SEARCHED, useSearchedOptions } from '../entity-context.tsx';
import { filterByLabel, rowTitles, useFieldOptions, useLookupUrl } from './options.ts';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty, type TextContext } from './types.ts';

const text = (value: unknown, _field: ReferenceField, ctx: TextContext) => {
  if (isEmpty(value)) return '';
  const title = ctx.row?.[`${ctx.name}_title`];
  return typeof title === 'string' && title !== '' ? title : (ctx.titleOf?.(String(value)) ?? String(value));
};

function ReferenceDisplay({ name, field, value, row }: DisplayProps<ReferenceField>) {
  return text(value, field, { name, row }) || EMPTY_DISPLAY;
}

type Option = { value: string; label: string };

/** The select of a reference: its choices filtered here, or (`onSearch`) asked of the server as one types. */
function ReferenceSelect({
  field,
  value,
  onChange,
  disabled,
  error,
  options,
  onSearch,
}: InputProps<ReferenceField> & { options: Option[]; onSearch?(text: string): void }) {
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={options}
      showSearch
      {...(onSearch ? { filterOption: false, onSearch } : { filterOption: filterByLabel })}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

/**
 * The lookup narrowed by the form's values (`narrowBy`: `…/options?supplier_id=<the chosen 供应商>`) and by fixed
 * parameters (`narrowWith`: `&for=payment`).
 */
export function narrowedUrl(url: string, field: ReferenceField, context: InputProps['context']): string {
  const given = [
    ...Object.entries(field.narrowBy ?? {})
      .filter(([, key]) => !isEmpty(context?.[key]))
      .map(([param, key]) => [param, String(context?.[key])] as const),
    ...Object.entries(field.narrowWith ?? {}),
  ];
  if (given.length === 0) return url;
  const query = given.map(([param, value]) => `${encodeURIComponent(param)}=${encodeURIComponent(value)}`).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A reference to a large entity (a `search:` lookup): the choices asked of the server as one types. */
function SearchedReferenceInput(props: InputProps<ReferenceField> & { url: string }) {
  const { name, field, value, row, url, context } = props;
  const [text, setText] = useState('');
  const current = isEmpty(value) ? [] : [String(value)];
  const found = useSearchedOptions(narrowedUrl(url, field, context), text, current);
  const options = useMemo(() => {
    const known = new Set(found.map((o) => o.value));
    return [...found, ...rowTitles(name, field, row).filter((o) => !known.has(o.value))];
  }, [found, name, field, row]);
  return <ReferenceSelect {...props} options={options} onSearch={setText} />;
}

function LoadedReferenceInput(props: InputProps<ReferenceField>) {
  return <ReferenceSelect {...props} options={useFieldOptions(props.name, props.field, props.row) ?? []} />;
}

function ReferenceInput(props: InputProps<ReferenceField>) {
  const url = useLookupUrl(props.field);
  return url?.startsWith(SEARCHED) ? <SearchedReferenceInput {...props} url={url} /> : <LoadedReferenceInput {...props} />;
}

export const referenceUi: FieldUi<ReferenceField> = { text, Display: ReferenceDisplay, Input: ReferenceInput };
