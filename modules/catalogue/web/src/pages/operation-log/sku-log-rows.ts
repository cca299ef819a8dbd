import { loggedTimeText } from '@entrepot/contract';
import type { Field } from '@entrepot/entity';
import { sku } from '@entrepot/module-catalogue/entities';

export type LogChanges = Record<string, { before: unknown; after: unknown }>;

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A state, an option or a yes/no in the words the form uses (`状态: 开发中 → 在售`, not the stored code). */
function worded(field: Field | undefined, v: unknown): string {
  if (field?.type === 'status') return field.machine.states[String(v)]?.label ?? shown(v);
  if (field?.type === 'enum') return field.options.find((o) => o.value === v)?.label ?? shown(v);
  if (field?.type === 'boolean' && typeof v === 'boolean') return v ? '是' : '否';
  if (field?.type === 'datetime' && typeof v === 'string' && v !== '') return loggedTimeText(v);
  return shown(v);
}

/** `销售价: 29.90 → 25.90`, one line a field, labelled as the SKU form labels it. */
export function changeLines(changes: LogChanges): string[] {
  const fields = sku.fields as Record<string, Field | undefined>;
  return Object.entries(changes).map(([key, c]) => `${fields[key]?.label ?? key}: ${worded(fields[key], c.before)} → ${worded(fields[key], c.after)}`);
}
