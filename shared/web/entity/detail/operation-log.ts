import type { EntityDecl } from '@entrepot/entity';
import { fieldText } from '../fields/registry.tsx';
import { isEmpty } from '../fields/types.ts';
import { transitionLabel } from '../list/use-entity-list.ts';

/** An entry of `GET /audit-log?entity&record_id`, newest first. */
export interface OperationLogEntry {
  id: string;
  /** ISO UTC */
  at: string;
  user_name: string;
  /** create, update, delete, or a transition's name */
  action: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

const CRUD_LABELS: Record<string, string> = { create: '新增', update: '编辑', delete: '删除' };
const EMPTY = '空';

export function actionLabel(decl: EntityDecl, action: string): string {
  return CRUD_LABELS[action] ?? transitionLabel(decl.fields, action) ?? action;
}

/** Titles of reference values by field key (from the lookups), for ids the log carries without names. */
export type LogTitles = Record<string, Map<string, string>>;

/** 'label: before → after' per changed field, values in their type's text form. */
export function changeLines(decl: EntityDecl, changes: OperationLogEntry['changes'], titles: LogTitles = {}): string[] {
  return Object.entries(changes ?? {}).map(([key, { before, after }]) => {
    const field = decl.fields[key];
    const text = (value: unknown) => {
      if (isEmpty(value)) return EMPTY;
      if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
      return fieldText(field, value, { name: key, titleOf: (v) => titles[key]?.get(v) }) || EMPTY;
    };
    return `${field?.label ?? key}: ${text(before)} → ${text(after)}`;
  });
}
