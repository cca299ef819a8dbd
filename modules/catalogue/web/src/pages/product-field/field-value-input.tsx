import { DatePicker, Input, Select } from '@arco-design/web-react';
import type { ProductFieldType } from '@entrepot/module-catalogue/entities';

export interface SpuField {
  id: string;
  key: string;
  name: string;
  type: ProductFieldType;
  type_label: string;
  required: boolean;
  options: string[];
  remark: string | null;
  value: unknown;
  text: string;
}

const YES_NO = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

/** One custom field's input by its type; values as the server takes them (数字 a string, 多选 a list, 是否 a boolean). */
export function FieldValueInput({ field, value, onChange }: { field: SpuField; value: unknown; onChange(v: unknown): void }) {
  const label = field.name;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'text':
      return <Input aria-label={label} value={text} maxLength={500} allowClear onChange={onChange} />;
    case 'number':
      return <Input aria-label={label} value={text} placeholder="数字，如 180 或 12.5" allowClear onChange={onChange} />;
    case 'date':
      return <DatePicker aria-label={label} style={{ width: '100%' }} value={text || undefined} onChange={(v) => onChange(v || null)} />;
    case 'select':
      return (
        <Select aria-label={label} allowClear value={text || undefined} options={field.options} onChange={(v) => onChange(v ?? null)} placeholder="请选择" />
      );
    case 'multi':
      return (
        <Select
          aria-label={label}
          mode="multiple"
          allowClear
          value={Array.isArray(value) ? (value as string[]) : []}
          options={field.options}
          onChange={(v: string[]) => onChange(v)}
          placeholder="请选择"
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={label}
          allowClear
          value={typeof value === 'boolean' ? String(value) : undefined}
          options={YES_NO}
          onChange={(v?: string) => onChange(v === undefined ? null : v === 'true')}
          placeholder="请选择"
        />
      );
  }
}
