import { decimalProblem, type Field, type FieldType, quantityMax } from '@entrepot/entity';
import { childColumns } from '../fields/children.tsx';
import { InvalidJson } from '../fields/json.tsx';
import { quantityMin } from '../fields/quantity.tsx';
import { isBlankRichText } from '../fields/rich-text.tsx';
import { isEmpty } from '../fields/types.ts';

// The client-side mirror of the server's checks (shared/server/entity/field-codecs.ts), with its messages,
// so most mistakes are caught before a round trip. The server stays the judge.

const CHOSEN: ReadonlySet<FieldType> = new Set(['enum', 'status', 'boolean', 'reference', 'references', 'datetime', 'date']);

/** '请选择X' for picked values, '请输入X' for typed ones. */
export function requiredMessage(field: Field): string {
  if (field.type === 'file' || field.type === 'files') return `请上传${field.label}`;
  if (field.type === 'children') return `请添加${field.label}`;
  return `${CHOSEN.has(field.type) ? '请选择' : '请输入'}${field.label}`;
}

/** The message of the first rule the value breaks, or null. */
export function validateField(field: Field, value: unknown): string | null {
  const blank = isEmpty(value) || (field.type === 'richText' && isBlankRichText(value));
  if (blank) return field.required && !(field.type === 'code' && field.pattern) ? requiredMessage(field) : null; // a patterned code is numbered by the server
  switch (field.type) {
    case 'text':
    case 'code': {
      const text = String(value).trim();
      if (text.length > field.max) return `${field.label}最多${field.max}个字符`;
      if (field.type === 'text') {
        if (field.min && text.length < field.min) return `${field.label}至少${field.min}个字符`;
        return field.check?.(text) ?? null;
      }
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${field.label}必须是整数`;
      if (field.min !== undefined && value < field.min) return `${field.label}不能小于${field.min}`;
      if (field.max !== undefined && value > field.max) return `${field.label}不能大于${field.max}`;
      return null;
    }
    case 'json':
      return value instanceof InvalidJson ? `${field.label}格式不正确` : field.check(value);
    case 'decimal':
      return decimalProblem(field, String(value).trim());
    case 'quantity': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${field.label}必须是整数`;
      if (value < quantityMin(field)) return `${field.label}不能小于${quantityMin(field)}`;
      if (value > quantityMax(field)) return `${field.label}不能大于${quantityMax(field)}`;
      return null;
    }
    case 'files':
      return Array.isArray(value) && value.length > field.max ? `${field.label}最多${field.max}个` : null;
    case 'children': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      for (const [i, row] of rows.entries()) {
        for (const [key, f] of childColumns(field)) {
          const message = f.readOnly ? null : validateField(f, row[key]);
          if (message) return `第${i + 1}行: ${message}`;
        }
      }
      return null;
    }
    default:
      return null;
  }
}

/** 10422 answers name the field first (`name: 角色名称已存在`); the field, when it is one of ours. */
export function fieldOfValidationError(message: string, data: unknown, known: readonly string[]): { field: string; rule: string }[] {
  const issues = (data as { issues?: { field?: unknown; rule?: unknown }[] } | null)?.issues;
  const found = Array.isArray(issues) ? issues.map((i) => ({ field: String(i.field ?? ''), rule: String(i.rule ?? '') })) : [];
  const m = /^\s*([A-Za-z_][\w.]*)\s*[:：]\s*(.+)$/.exec(message);
  if (found.length === 0 && m?.[1] && m[2]) found.push({ field: m[1], rule: m[2] });
  return found.filter((i) => known.includes(i.field));
}
