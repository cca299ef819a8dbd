import { DatePicker, Input, InputTag, Select } from '@arco-design/web-react';
import type { Field } from '@entrepot/entity';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { displayDate, wireDayRange } from '../../time/index.ts';
import { BatchQueryInput } from '../../widgets/batch-query/batch-query-input.tsx';
import { NumberFilterInput } from '../../widgets/number-filter-input/number-filter-input.tsx';
import { type QuickRangeKey, quickRangeDates } from '../../widgets/quick-range/quick-range.ts';
import type { FilterValue, RangeValue } from '../config.ts';
import { filterByLabel, useFieldOptions } from '../fields/options.ts';

export interface FilterControlProps {
  name: string;
  field: Field;
  value: FilterValue;
  onChange(value: FilterValue): void;
}

const QUICK_RANGES: { key: QuickRangeKey; text: string }[] = [
  { key: 'today', text: '今天' },
  { key: 'yesterday', text: '昨天' },
  { key: 'seven', text: '近7天' },
  { key: 'week', text: '本周' },
  { key: 'month', text: '本月' },
  { key: 'day_30', text: '近30天' },
  { key: 'season', text: '本季度' },
  { key: 'year', text: '今年' },
];

const asRange = (value: FilterValue): RangeValue => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
const asText = (value: FilterValue): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The filter bar control of one field, chosen by its operator and type. */
export function FilterControl({ name, field, value, onChange }: FilterControlProps) {
  const options = useFieldOptions(name, field);
  const placeholder = field.label;
  switch (field.filter) {
    case 'batch':
      return <BatchQueryInput value={asText(value)} onChange={onChange} placeholder={`批量${field.label}`} width={220} />;
    case 'range':
      return field.type === 'datetime' || field.type === 'date' ? (
        <DayRangeFilter value={asRange(value)} onChange={onChange} calendarDays={field.type === 'date' || (field.type === 'datetime' && field.days === true)} />
      ) : (
        <NumberRangeFilter field={field} value={asRange(value)} onChange={onChange} />
      );
    case 'in':
      return options ? (
        <Select
          aria-label={field.label}
          mode="multiple"
          allowClear
          showSearch
          filterOption={filterByLabel}
          maxTagCount={2}
          style={{ width: 220 }}
          placeholder={placeholder}
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={(v: string[] | undefined) => onChange(v ?? [])}
        />
      ) : (
        <InputTag
          aria-label={field.label}
          allowClear
          style={{ width: 220 }}
          placeholder={placeholder}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.map(String))}
        />
      );
    default:
      return options ? (
        <Select
          aria-label={field.label}
          allowClear
          showSearch
          filterOption={filterByLabel}
          style={{ width: 180 }}
          placeholder={placeholder}
          options={options}
          value={asText(value) || undefined}
          onChange={(v: string | undefined) => onChange(v ?? '')}
        />
      ) : (
        <Input aria-label={field.label} allowClear style={{ width: 180 }} placeholder={placeholder} value={asText(value)} onChange={(v) => onChange(v)} />
      );
  }
}

/** Places a number filter takes: none for integers, a decimal's scale, else the UI kit's default. */
const placesOf = (field: Field) => (field.type === 'number' || field.type === 'quantity' ? 0 : field.type === 'decimal' ? field.scale : undefined);

// The label stands beside the filter; the two boxes say only which end they bound (a label's 起/止 did not fit).
function NumberRangeFilter({ field, value, onChange }: { field: Field; value: RangeValue; onChange(value: RangeValue): void }) {
  const bound = (v: number | string | null | undefined) => (typeof v === 'number' ? v : v ? Number(v) : undefined);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <NumberFilterInput
        aria-label={`${field.label}起`}
        precision={placesOf(field)}
        style={{ width: 90 }}
        placeholder="最小"
        value={bound(value.from)}
        onChange={(v) => onChange({ ...value, from: v ?? null })}
      />
      ~
      <NumberFilterInput
        aria-label={`${field.label}止`}
        precision={placesOf(field)}
        style={{ width: 90 }}
        placeholder="最大"
        value={bound(value.to)}
        onChange={(v) => onChange({ ...value, to: v ?? null })}
      />
    </span>
  );
}

// Days are Shanghai days: the picker shows them, the filter sends their UTC bounds (a date field: the days).
function DayRangeFilter({ value, onChange, calendarDays }: { value: RangeValue; onChange(value: RangeValue): void; calendarDays?: boolean }) {
  const dayOf = (v: RangeValue['from']) => (calendarDays ? String(v ?? '') : displayDate(v));
  const shown = value.from || value.to ? [dayOf(value.from), dayOf(value.to)] : undefined;
  const now = dayjs(displayDate(new Date().toISOString()));
  return (
    <DatePicker.RangePicker
      style={{ width: 260 }}
      value={shown}
      shortcutsPlacementLeft
      shortcuts={QUICK_RANGES.map((q) => ({ text: q.text, value: () => quickRangeDates(q.key, now).map((d) => dayjs(d)) as Dayjs[] }))}
      onChange={(days: string[] | undefined) =>
        onChange(days?.[0] && days[1] ? (calendarDays ? { from: days[0], to: days[1] } : wireDayRange(days[0], days[1])) : {})
      }
    />
  );
}
