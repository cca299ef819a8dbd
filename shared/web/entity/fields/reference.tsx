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

/** A reference to a large entity (a `search:` lookup): the choices asked of the server as one types. */
function SearchedReferenceInput({ name, field, value, onChange, disabled, error, row, url }: InputProps<ReferenceField> & { url: string }) {
  const [text, setText] = useState('');
  const current = isEmpty(value) ? [] : [String(value)];
  const found = useSearchedOptions(url, text, current);
  const options = useMemo(() => {
    const known = new Set(found.map((o) => o.value));
    return [...found, ...rowTitles(name, field, row).filter((o) => !known.has(o.value))];
  }, [found, name, field, row]);
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={options}
      showSearch
      filterOption={false}
      onSearch={setText}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

function ReferenceInput(props: InputProps<ReferenceField>) {
  const url = useLookupUrl(props.field);
  return url?.startsWith(SEARCHED) ? <SearchedReferenceInput {...props} url={url} /> : <LoadedReferenceInput {...props} />;
}

function LoadedReferenceInput({ name, field, value, onChange, disabled, error, row }: InputProps<ReferenceField>) {
  const options = useFieldOptions(name, field, row) ?? [];
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={options}
      showSearch
      filterOption={filterByLabel}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

export const referenceUi: FieldUi<ReferenceField> = { text, Display: ReferenceDisplay, Input: ReferenceInput };
