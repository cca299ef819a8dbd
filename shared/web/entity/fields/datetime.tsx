import { DatePicker } from '@arco-design/web-react';
import type { DatetimeField } from '@entrepot/entity';
import { formatDisplayTime, wireFromDisplayTime } from '../../time/index.ts';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

export const DISPLAY_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const text = (value: unknown) => (isEmpty(value) ? '' : formatDisplayTime(value));

function DatetimeDisplay({ value }: DisplayProps<DatetimeField>) {
  return text(value) || EMPTY_DISPLAY;
}

// The picker works on Shanghai wall-time strings, so the browser's own zone never enters.
function DatetimeInput({ field, value, onChange, disabled, error }: InputProps<DatetimeField>) {
  return (
    <DatePicker
      showTime
      format={DISPLAY_TIME_FORMAT}
      value={text(value) || undefined}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      style={{ width: '100%' }}
      onChange={(wall: string | undefined) => onChange(wireFromDisplayTime(wall))}
    />
  );
}

export const datetimeUi: FieldUi<DatetimeField> = { text, Display: DatetimeDisplay, Input: DatetimeInput };
