import { Select } from '@arco-design/web-react';
import { type StatusField, statesOf } from '@entrepot/entity';
import { StatusDot } from '../../widgets/status-dot/status-dot.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const text = (value: unknown, field: StatusField) => (isEmpty(value) ? '' : (field.machine.states[String(value)]?.label ?? String(value)));

function StatusDisplay({ field, value }: DisplayProps<StatusField>) {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  const state = field.machine.states[String(value)];
  // A state the declaration does not know is shown as sent, with the neutral dot.
  return <StatusDot color={state?.color ?? 'default'}>{state?.label ?? String(value)}</StatusDot>;
}

// Statuses change through transitions (server commands); the control only shows or picks a state where a
// declaration lets a client write one.
function StatusInput({ field, value, onChange, disabled, error }: InputProps<StatusField>) {
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={statesOf(field.machine).map(([v, s]) => ({ value: v, label: s.label }))}
      disabled={disabled || field.readOnly}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

export const statusUi: FieldUi<StatusField> = { text, Display: StatusDisplay, Input: StatusInput };
