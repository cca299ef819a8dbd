import { AutoComplete } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { type DocumentType, typeText } from './document-type-text.ts';

/** 单据类型: typed as `模块.单据` (purchase.order), with the types that already have flows offered. */
export function DocumentTypeInput({ value, onChange, disabled, error, types }: InputProps & { types: DocumentType[] }) {
  return (
    <AutoComplete
      data={types.map((t) => ({ value: t.value, name: typeText(t.value, types) }))}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      error={error}
      placeholder="如 purchase.order"
      onChange={(next: string) => onChange(next)}
    />
  );
}
