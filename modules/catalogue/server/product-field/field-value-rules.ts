// How a custom field's value is checked, stored and shown, by the field's type (pure: the SPU's save, the
// import and the exports share it). Values travel as strings (数字 a decimal string, 日期 `YYYY-MM-DD`),
// 下拉多选 as a list of options, 是否 as a boolean; blank ('' / null / []) means "no value".
import { isIsoDay } from '@entrepot/entity';
import type { ProductFieldType, ProductFieldValue } from '../../entities/index.ts';

export interface FieldDef {
  id: string;
  key: string;
  name: string;
  type: ProductFieldType;
  required: boolean;
  options: string[];
}

const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
const TEXT_MAX = 500;

export const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The value to store (null: none), or why it is refused (the message names the field). */
export function checkedValue(field: FieldDef, raw: unknown): { value: ProductFieldValue | null } | { error: string } {
  const name = `「${field.name}」`;
  if (isBlank(raw)) return field.required ? { error: `请填写${name}` } : { value: null };
  const choose = (v: unknown) => typeof v === 'string' && field.options.includes(v.trim());
  switch (field.type) {
    case 'text':
      if (typeof raw !== 'string') return { error: `${name}必须是文字` };
      if (raw.trim().length > TEXT_MAX) return { error: `${name}最多${TEXT_MAX}个字` };
      return raw.trim() ? { value: raw.trim() } : checkedValue(field, '');
    case 'number':
      if (typeof raw !== 'string' || !DECIMAL.test(raw.trim())) return { error: `${name}必须是数字（以文字传递，最多6位小数，如 180 或 12.5）` };
      return { value: raw.trim() };
    case 'date':
      if (typeof raw !== 'string' || !isIsoDay(raw.trim())) return { error: `${name}必须是日期，格式 YYYY-MM-DD` };
      return { value: raw.trim() };
    case 'boolean':
      if (typeof raw !== 'boolean') return { error: `${name}只能是 是 或 否` };
      return { value: raw };
    case 'select':
      if (!choose(raw)) return { error: `${name}的值「${String(raw)}」不在选项中，可选: ${field.options.join('、')}` };
      return { value: String(raw).trim() };
    case 'multi': {
      if (!Array.isArray(raw)) return { error: `${name}必须是选项列表` };
      const bad = raw.find((v) => !choose(v));
      if (bad !== undefined) return { error: `${name}的值「${String(bad)}」不在选项中，可选: ${field.options.join('、')}` };
      const values = raw.map((v) => String(v).trim());
      if (new Set(values).size !== values.length) return { error: `${name}的选项不能重复` };
      return { value: field.options.filter((o) => values.includes(o)) }; // kept in the options' order
    }
  }
}

const YES = new Set(['是', 'y', 'yes', 'true', '1']);
const NO = new Set(['否', 'n', 'no', 'false', '0']);

/** A spreadsheet cell as the API form of the field's value (多选 split on 、 , ， ; ；, 是否 from 是/否). */
export function cellValue(field: FieldDef, text: string): unknown {
  const t = text.trim();
  if (t === '') return null;
  if (field.type === 'multi')
    return t
      .split(/[、,，;；]/)
      .map((v) => v.trim())
      .filter(Boolean);
  if (field.type === 'boolean') return YES.has(t.toLowerCase()) ? true : NO.has(t.toLowerCase()) ? false : t;
  return t;
}

/** A stored value as text (the audit, the lists, the export): 多选 joined with 、, 是否 as 是/否. */
export function valueText(value: unknown): string {
  if (isBlank(value)) return '';
  if (Array.isArray(value)) return value.join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}
